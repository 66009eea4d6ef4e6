import { defineScreen } from '../screen';

// The recruitment pipeline as a board (issue 12): a column per stage of the job applications, each
// application a card that moves to the next stage or out. The list stays at /hr/jobManagement/jobApplications.
export const applicationBoard = defineScreen({
  name: 'applicationBoard',
  route: '/hr/jobManagement/jobApplications/board',
  menu: { group: 'hr', icon: 'ViewList', order: 82 },
});
