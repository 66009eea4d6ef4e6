import type { DemoSeed } from './demo-seed';

// [English, Arabic, relationship, CR, VAT or none, city, contact, phone]
const COMPANIES: readonly (readonly [string, string, string, string, string | undefined, string, string, string])[] = [
  ['Modern Sport Co.', 'شركة الرياضة الحديثة', 'customer', '1010234567', '300012345600003', 'Riyadh', 'Fahad Al-Otaibi', '+966 11 465 2200'],
  ['Riyadh International School', 'مدرسة الرياض العالمية', 'customer', '1010876543', '300098765400003', 'Riyadh', 'Sarah Williams', '+966 11 248 0101'],
  ['Gulf Events Co.', 'شركة الخليج للفعاليات', 'customer', '2050112233', '310045678900003', 'Dammam', 'Nasser Al-Dossary', '+966 13 833 4455'],
  ['Al-Futtaim Sports Equipment', 'الفطيم للمعدات الرياضية', 'supplier', '4030556677', '300556677800003', 'Jeddah', 'Omar Haddad', '+966 12 660 7788'],
  ['Integrated Maintenance Est.', 'مؤسسة الصيانة المتكاملة', 'supplier', '1010998877', '300998877600003', 'Riyadh', 'Yasser Al-Shammari', '+966 11 477 9911'],
  ['Catering Gulf Co.', 'شركة تموين الخليج', 'supplier', '1010445566', '300445566700003', 'Riyadh', 'Hani Saleh', '+966 11 205 3030'],
  ['Saudi Telecom Company', 'شركة الاتصالات السعودية', 'supplier', '1010150269', '300000157200003', 'Riyadh', 'Corporate accounts', '+966 11 452 7000'],
  ['Al Rajhi Takaful', 'تكافل الراجحي', 'sponsor', '1010239584', '300303458200003', 'Riyadh', 'Marketing office', '+966 11 211 6111'],
  ['Almarai', 'المراعي', 'sponsor', '1010084223', '300055656300003', 'Riyadh', 'Sponsorship team', '+966 11 470 0005'],
  ['King Saud University', 'جامعة الملك سعود', 'partner', '7000123456', undefined, 'Riyadh', 'Sports Affairs Deanship', '+966 11 467 0000'],
  ['Saudi Sports for All Federation', 'الاتحاد السعودي للرياضة للجميع', 'partner', '7000654321', undefined, 'Riyadh', 'Programmes office', '+966 11 482 1111'],
  ['Al-Tamimi & Partners', 'التميمي وشركاه للمحاماة', 'lawFirm', '1010667788', '300667788900003', 'Riyadh', 'Adv. Khalid Al-Tamimi', '+966 11 416 9666'],
  ['Al-Jadaan & Partners Law Firm', 'مكتب الجدعان وشركاؤه للمحاماة', 'lawFirm', '4030223344', '300223344500003', 'Jeddah', 'Adv. Reem Al-Jadaan', '+966 12 263 7000'],
];

// Customers the club invoices, suppliers it pays, sponsors, partners and its law firms; one
// supplier no longer used.
export const demo: DemoSeed = () =>
  COMPANIES.map(([name, nameAr, type, crNumber, vatNumber, city, contactName, phone], index) => ({
    name,
    nameAr,
    type,
    crNumber,
    vatNumber,
    city,
    address: `${city}, Saudi Arabia`,
    contactName,
    phone,
    email: `accounts@${name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.sa`,
    paymentTermsDays: type === 'supplier' ? 45 : 30,
    iban: type === 'supplier' ? `SA${String(4480000000 + index * 1_234_567).padStart(22, '0')}` : undefined,
    isActive: index !== 5,
  }));
