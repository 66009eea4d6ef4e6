import { ApprovalTrailField } from '../../../fields/ApprovalTrailField';

/** The steps of the request's approval route and every decision on them. */
export default ApprovalTrailField;
