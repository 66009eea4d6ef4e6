import type { DemoSeed } from './demo-seed';

// [full name, Arabic name, national ID / iqama, nationality, gender, born, phone, position, its department,
//  hired, contract, basic salary, housing, transport, user (index of the demo users), status, schedule]
const EMPLOYEES = [
  ['Mohammed Al-Qahtani', 'محمد القحطاني', '1012345678', 'saudi', 'male', '1978-04-12', '+966 50 111 2233', 0, 0, '2011-09-01', 'unlimited', 32000, 8000, 1500, 3, 'active', 0],
  ['Turki Al-Subaie', 'تركي السبيعي', '1023456789', 'saudi', 'male', '1984-01-30', '+966 55 222 3344', 1, 1, '2014-02-16', 'unlimited', 21000, 5250, 1000, 11, 'active', 0],
  ['Hind Al-Ahmadi', 'هند الأحمدي', '1034567890', 'saudi', 'female', '1992-07-08', '+966 53 333 4455', 2, 1, '2019-03-10', 'fixedTerm', 11000, 2750, 800, 34, 'onLeave', 0],
  ['Yousef Al-Malki', 'يوسف المالكي', '1045678901', 'saudi', 'male', '1987-11-21', '+966 54 444 5566', 3, 2, '2016-06-01', 'unlimited', 14500, 3625, 900, 19, 'active', 0],
  ['Ahmed Farouk', 'أحمد فاروق', '2056789012', 'egyptian', 'male', '1985-05-17', '+966 56 555 6677', 3, 2, '2020-01-05', 'fixedTerm', 9500, 2375, 700, null, 'active', 0],
  ['Abdullah Al-Harbi', 'عبدالله الحربي', '1067890123', 'saudi', 'male', '1990-09-02', '+966 50 666 7788', 4, 3, '2018-10-14', 'unlimited', 16000, 4000, 900, 1, 'active', 0],
  ['Mohammed Al-Otaibi', 'محمد العتيبي', '1078901234', 'saudi', 'male', '1982-12-25', '+966 55 777 8899', 5, 4, '2013-07-20', 'unlimited', 24000, 6000, 1200, 4, 'active', 2],
  ['Karim Haddad', 'كريم حداد', '2089012345', 'jordanian', 'male', '1988-03-14', '+966 59 888 9900', 6, 4, '2021-08-15', 'fixedTerm', 9000, 2250, 700, null, 'active', 2],
  ['Noura Al-Dossary', 'نورة الدوسري', '1090123456', 'saudi', 'female', '1993-06-19', '+966 53 999 0011', 7, 5, '2022-01-09', 'partTime', 7000, 1750, 500, 30, 'active', 10],
  ['Faisal Al-Dosari', 'فيصل الدوسري', '1101234567', 'saudi', 'male', '1986-02-11', '+966 54 121 3141', 8, 6, '2017-04-23', 'unlimited', 15000, 3750, 900, 5, 'active', 0],
  ['Ramesh Nair', 'راميش ناير', '2112345678', 'indian', 'male', '1983-08-30', '+966 56 151 6171', 9, 7, '2012-11-04', 'fixedTerm', 5200, 1300, 400, null, 'active', 4],
  ['Jose Santos', 'خوسيه سانتوس', '2123456789', 'filipino', 'male', '1991-10-05', '+966 59 181 9202', 9, 7, '2023-02-12', 'temporary', 4800, 1200, 400, null, 'suspended', 5],
  ['Bilal Ahmed', 'بلال أحمد', '2134567890', 'pakistani', 'male', '1989-01-22', '+966 50 212 2232', 10, 8, '2015-05-31', 'fixedTerm', 5500, 1375, 400, null, 'active', 6],
  ['Sultan Al-Anazi', 'سلطان العنزي', '1145678901', 'saudi', 'male', '1985-04-04', '+966 55 242 5262', 11, 9, '2016-09-18', 'unlimited', 19000, 4750, 1000, 15, 'active', 7],
  ['Mariam Osman', 'مريم عثمان', '2156789012', 'sudanese', 'female', '1994-12-12', '+966 53 272 8292', 11, 9, '2024-03-03', 'training', 6000, 0, 300, null, 'active', 7],
  ['Sara Al-Qahtani', 'سارة القحطاني', '1167890123', 'saudi', 'female', '1991-03-27', '+966 54 303 1323', 12, 10, '2020-10-11', 'fixedTerm', 12500, 3125, 800, 28, 'active', 0],
  ['Ibrahim Al-Yami', 'إبراهيم اليامي', '1178901234', 'saudi', 'male', '1980-07-15', '+966 56 333 4353', 13, 11, '2010-01-17', 'unlimited', 7500, 1875, 0, 37, 'active', 8],
  ['Hassan Al-Yamani', 'حسن اليماني', '2189012345', 'yemeni', 'male', '1979-11-09', '+966 59 363 7383', 13, 11, '2014-06-22', 'fixedTerm', 6000, 1500, 0, null, 'terminated', 9],
  ['Omar Khatib', 'عمر الخطيب', '2190123456', 'syrian', 'male', '1987-05-28', '+966 50 393 0414', 6, 4, '2019-09-01', 'fixedTerm', 8800, 2200, 700, null, 'active', 2],
  ['Liam Walker', 'ليام ووكر', '2201234567', 'other', 'male', '1984-02-02', '+966 55 424 3444', 5, 4, '2025-07-01', 'fixedTerm', 28000, 7000, 1500, null, 'active', 2],
  // Former employees (their service ended): the re-employment candidates.
  ['Khalid Al-Shehri', 'خالد الشهري', '1212345670', 'saudi', 'male', '1983-03-03', '+966 50 515 1515', 9, 7, '2012-02-05', 'fixedTerm', 5600, 1400, 400, null, 'terminated', 4],
  ['Reem Al-Zahrani', 'ريم الزهراني', '1223456701', 'saudi', 'female', '1990-08-14', '+966 55 525 2525', 2, 1, '2016-01-10', 'fixedTerm', 10500, 2625, 800, null, 'terminated', 0],
  ['Majed Al-Ghamdi', 'ماجد الغامدي', '1234567012', 'saudi', 'male', '1986-05-25', '+966 53 535 3535', 6, 4, '2015-07-01', 'fixedTerm', 8500, 2125, 700, null, 'terminated', 2],
  ['Tariq Mansour', 'طارق منصور', '2245678013', 'egyptian', 'male', '1981-10-30', '+966 54 545 4545', 3, 2, '2013-09-15', 'fixedTerm', 9000, 2250, 700, null, 'terminated', 0],
  ['Abdulrahman Al-Mutairi', 'عبدالرحمن المطيري', '1256780124', 'saudi', 'male', '1988-12-01', '+966 56 565 6565', 13, 11, '2014-03-20', 'fixedTerm', 5800, 1450, 0, null, 'terminated', 8],
  ['Grace Reyes', 'غريس رييس', '2267801235', 'filipino', 'female', '1992-04-18', '+966 59 575 7575', 11, 9, '2019-05-05', 'fixedTerm', 8800, 2200, 600, null, 'terminated', 7],
  ['Nasser Al-Shammari', 'ناصر الشمري', '1278012346', 'saudi', 'male', '1979-01-09', '+966 50 585 8585', 8, 6, '2009-11-11', 'unlimited', 13000, 3250, 900, null, 'terminated', 0],
  ['Waleed Saeed', 'وليد سعيد', '2289123457', 'yemeni', 'male', '1985-06-06', '+966 55 595 9595', 10, 8, '2017-02-26', 'fixedTerm', 5000, 1250, 400, null, 'terminated', 6],
  ['Lama Al-Rashid', 'لمى الرشيد', '1290234568', 'saudi', 'female', '1995-09-21', '+966 53 606 0606', 12, 10, '2021-04-04', 'fixedTerm', 9800, 2450, 700, null, 'terminated', 0],
  ['Imran Qureshi', 'عمران قريشي', '2301345679', 'pakistani', 'male', '1984-07-12', '+966 54 616 1616', 4, 3, '2018-08-19', 'fixedTerm', 11500, 2875, 800, null, 'terminated', 0],
  ['Hamad Al-Marri', 'حمد المري', '1312456780', 'saudi', 'male', '1991-02-28', '+966 56 626 2626', 6, 4, '2020-06-14', 'fixedTerm', 8200, 2050, 700, null, 'terminated', 2],
] as const;

/** The banks the staff are paid at, by their IBAN code (Al Rajhi, SNB, Riyad, Alinma, SAB). */
const BANKS = ['80', '10', '20', '05', '45'] as const;

/** A Saudi IBAN at a bank, its check digits right (ISO 13616: 98 less the number mod 97), as a bank would give it. */
const ibanOf = (bank: string, account: string): string => {
  const bban = `${bank}${account.padStart(18, '0')}`;
  return `SA${String(98 - Number(BigInt(`${bban}281000`) % 97n)).padStart(2, '0')}${bban}`;
};

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const positions = ctx.ids('positions');
  const schedules = ctx.ids('workSchedules');
  return EMPLOYEES.map(
    ([fullName, fullNameAr, nationalId, nationality, gender, dateOfBirth, phone, position, , hireDate, contractType, basicSalary, housingAllowance, transportAllowance, user, status, schedule], index) => ({
      fullName,
      fullNameAr,
      nationalId,
      nationality,
      gender,
      dateOfBirth,
      phone,
      email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@club.sa`,
      positionId: positions[position],
      hireDate,
      contractType,
      basicSalary,
      housingAllowance,
      transportAllowance,
      otherAllowances: index % 4 === 0 ? 500 : 0,
      bankIban: ibanOf(BANKS[index % BANKS.length]!, String(608_010_167_519 + index * 31_337)),
      // Registered with GOSI when hired here.
      gosiRegistrationDate: hireDate,
      userId: user === null ? undefined : users[user],
      status,
      workScheduleId: schedules[schedule],
    }),
  );
};
