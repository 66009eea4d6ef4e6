import type { DemoPlayer } from './academy';

// The parents the demo knows, shared by the parents' demo, the links to their children and their
// portal accounts: first the fathers of some youth players (by the player's place in the squad
// list), then others who look after a child.

const GRANDFATHERS = [['Abdulaziz', 'عبدالعزيز'], ['Mohammed', 'محمد'], ['Saleh', 'صالح'], ['Hamad', 'حمد'], ['Nasser', 'ناصر'], ['Ibrahim', 'إبراهيم'], ['Sulaiman', 'سليمان']] as const;

/** Players (by place) whose fathers the demo has, in order; the first three have portal accounts from before. */
export const FATHER_OF = [32, 59, 38, 25, 27, 30, 36, 43, 45, 47, 53, 62, 64, 66] as const;

export interface DemoParent {
  fullName: string;
  fullNameAr: string;
  gender: 'male' | 'female';
  nationality: string;
  email: string;
  preferredLanguage: 'ar' | 'en';
  occupation: string;
  /** The players (by place) and the relation to each. */
  children: readonly (readonly [number, string])[];
}

const OCCUPATIONS = ['Engineer, Saudi Aramco', 'معلم', 'Physician', 'موظف حكومي', 'Business owner', 'محاسب', 'Pilot, Saudia', 'ضابط', 'IT consultant', 'مهندس مدني', 'Pharmacist', 'رجل أعمال', 'Teacher', 'مدير مبيعات'];

const slug = (text: string) => text.toLowerCase().replace(/^al-/, 'al').replace(/[^a-z]+/g, '');

export const demoParents = (players: readonly DemoPlayer[]): DemoParent[] => {
  const fathers = FATHER_OF.map((place, index): DemoParent => {
    const child = players[place]!;
    const grandfather = GRANDFATHERS[index % GRANDFATHERS.length]!;
    return {
      fullName: `${child.fatherName[0]} ${grandfather[0]} ${child.family[0]}`,
      fullNameAr: `${child.fatherName[1]} ${grandfather[1]} ${child.family[1]}`,
      gender: 'male',
      nationality: child.nationality,
      email: `${slug(child.fatherName[0])}.${slug(child.family[0])}@${index % 3 === 1 ? 'outlook.sa' : 'gmail.com'}`,
      preferredLanguage: child.nationality === 'saudi' && index % 4 !== 3 ? 'ar' : 'en',
      occupation: OCCUPATIONS[index % OCCUPATIONS.length]!,
      children: [[place, 'father']],
    };
  });
  const others: DemoParent[] = [
    { fullName: 'Amal Mahmoud Abdelaziz', fullNameAr: 'أمل محمود عبدالعزيز', gender: 'female', nationality: 'egyptian', email: 'amal.abdelaziz@gmail.com', preferredLanguage: 'ar', occupation: 'Dentist', children: [[33, 'mother']] },
    { fullName: 'Rania Khalil Al-Khatib', fullNameAr: 'رانيا خليل الخطيب', gender: 'female', nationality: 'jordanian', email: 'rania.khatib@outlook.sa', preferredLanguage: 'ar', occupation: 'مهندسة معمارية', children: [[41, 'mother']] },
    { fullName: 'Hessa Abdullah Al-Mutairi', fullNameAr: 'حصة عبدالله المطيري', gender: 'female', nationality: 'saudi', email: 'hessa.mutairi@gmail.com', preferredLanguage: 'ar', occupation: 'معلمة', children: [[45, 'mother'], [61, 'mother']] },
    { fullName: 'Fawaz Rakan Al-Rashidi', fullNameAr: 'فواز راكان الرشيدي', gender: 'male', nationality: 'saudi', email: 'fawaz.rashidi@gmail.com', preferredLanguage: 'ar', occupation: 'طالب جامعي', children: [[26, 'brother']] },
    { fullName: 'Shahad Omar Al-Zahrani', fullNameAr: 'شهد عمر الزهراني', gender: 'female', nationality: 'saudi', email: 'shahad.zahrani@gmail.com', preferredLanguage: 'en', occupation: 'Nurse', children: [[60, 'sister']] },
    { fullName: 'Mutlaq Saad Al-Rashidi', fullNameAr: 'مطلق سعد الرشيدي', gender: 'male', nationality: 'saudi', email: 'mutlaq.rashidi@gmail.com', preferredLanguage: 'ar', occupation: 'رجل أعمال', children: [[42, 'uncle']] },
    { fullName: 'Abdulaziz Saleh Al-Ghamdi', fullNameAr: 'عبدالعزيز صالح الغامدي', gender: 'male', nationality: 'saudi', email: 'abdulaziz.ghamdi@gmail.com', preferredLanguage: 'ar', occupation: 'متقاعد', children: [[49, 'grandparent'], [65, 'grandparent']] },
    { fullName: 'Ahmed Abdelrahim Osman', fullNameAr: 'أحمد عبدالرحيم عثمان', gender: 'male', nationality: 'sudanese', email: 'ahmed.osman@gmail.com', preferredLanguage: 'ar', occupation: 'Accountant', children: [[67, 'guardian']] },
    { fullName: 'Karim Benali', fullNameAr: 'كريم بن علي', gender: 'male', nationality: 'other', email: 'karim.benali@gmail.com', preferredLanguage: 'en', occupation: 'Hotel manager', children: [[28, 'uncle']] },
  ];
  return [...fathers, ...others];
};
