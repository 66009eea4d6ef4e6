import type { DemoSeed } from './demo-seed';

// The public website as the club runs it: its names, colours, contacts, accounts and the banner of the week.
export const demo: DemoSeed = () => [
  {
    siteName: 'Riyadh Falcons Sports Club',
    siteNameAr: 'نادي صقور الرياض الرياضي',
    primaryColor: '#0b6e4f',
    secondaryColor: '#f2c94c',
    contactEmail: 'info@club.sa',
    contactPhone: '+966 11 488 2200',
    vatNumber: '310122393500003',
    address: 'King Abdullah Road, Al-Mughrizat, Riyadh 12482',
    addressAr: 'طريق الملك عبدالله، حي المغرزات، الرياض 12482',
    xUrl: 'https://x.com/riyadhfalcons',
    instagramUrl: 'https://www.instagram.com/riyadhfalcons',
    snapchatUrl: 'https://www.snapchat.com/add/riyadhfalcons',
    youtubeUrl: 'https://www.youtube.com/@riyadhfalcons',
    tiktokUrl: 'https://www.tiktok.com/@riyadhfalcons',
    announcementActive: true,
    announcement: 'Derby tickets are on sale in the app until Thursday.',
    announcementAr: 'تذاكر الديربي متاحة في التطبيق حتى الخميس.',
    maintenanceMode: false,
    maintenanceMessage: 'The website is being updated and will be back shortly.',
  },
];
