import { seasonOf } from '@club/schema';

// The club's squad as the demo builds it, shared by the demo files of players, parents, teams and
// what refers to them: one deterministic list (no draws from the shared random source), so each
// file can find a player, a team or a parent by its place in the list.

/** The season the demo runs in, and its first year (age groups and teams are of this season). */
export const demoSeason = (today: string) => ({ season: seasonOf(today), year: Number(seasonOf(today).slice(0, 4)) });

const MALE = [
  ['Fahad', 'فهد'], ['Abdullah', 'عبدالله'], ['Mohammed', 'محمد'], ['Saud', 'سعود'], ['Turki', 'تركي'], ['Nawaf', 'نواف'],
  ['Faisal', 'فيصل'], ['Khalid', 'خالد'], ['Sultan', 'سلطان'], ['Yazeed', 'يزيد'], ['Rakan', 'راكان'], ['Ziyad', 'زياد'],
  ['Omar', 'عمر'], ['Hamad', 'حمد'], ['Bandar', 'بندر'], ['Majed', 'ماجد'], ['Abdulrahman', 'عبدالرحمن'], ['Salem', 'سالم'],
  ['Meshal', 'مشعل'], ['Talal', 'طلال'], ['Ali', 'علي'], ['Hassan', 'حسن'], ['Ibrahim', 'إبراهيم'], ['Mansour', 'منصور'],
  ['Nasser', 'ناصر'], ['Osama', 'أسامة'], ['Yousef', 'يوسف'], ['Waleed', 'وليد'], ['Hattan', 'هتان'], ['Firas', 'فراس'], ['Saad', 'سعد'],
] as const;
const FEMALE = [
  ['Noura', 'نورة'], ['Sara', 'سارة'], ['Reem', 'ريم'], ['Lama', 'لمى'], ['Jana', 'جنى'], ['Hessa', 'حصة'], ['Dana', 'دانة'],
  ['Lulwa', 'لولوة'], ['Mashael', 'مشاعل'], ['Shahad', 'شهد'], ['Ghala', 'غلا'], ['Joud', 'جود'],
] as const;
const FAMILIES = [
  ['Al-Qahtani', 'القحطاني'], ['Al-Otaibi', 'العتيبي'], ['Al-Dosari', 'الدوسري'], ['Al-Ghamdi', 'الغامدي'], ['Al-Zahrani', 'الزهراني'],
  ['Al-Shehri', 'الشهري'], ['Al-Harbi', 'الحربي'], ['Al-Mutairi', 'المطيري'], ['Al-Anazi', 'العنزي'], ['Al-Shammari', 'الشمري'],
  ['Al-Malki', 'المالكي'], ['Al-Subaie', 'السبيعي'], ['Al-Juhani', 'الجهني'], ['Al-Yami', 'اليامي'], ['Al-Rashidi', 'الرشيدي'], ['Al-Faraj', 'الفرج'],
] as const;

/** The teams of the demo, in order: [name, Arabic name, category, age group (by its name) or null, gender, players, youngest and oldest age]. */
export const TEAMS = [
  ['First Team', 'الفريق الأول', 'firstTeam', null, 'male', 14, 19, 34],
  ['Reserve Team', 'الفريق الرديف', 'reserve', null, 'male', 6, 19, 23],
  ['U-21', 'فريق تحت 21 سنة', 'youth', 'U-21', 'male', 5, 18, 20],
  ['U-18', 'فريق تحت 18 سنة', 'youth', 'U-18', 'male', 6, 16, 17],
  ['U-16', 'فريق تحت 16 سنة', 'youth', 'U-16', 'male', 6, 14, 15],
  ['U-14', 'فريق تحت 14 سنة', 'academy', 'U-14', 'male', 5, 12, 13],
  ['U-12', 'فريق تحت 12 سنة', 'academy', 'U-12', 'male', 5, 10, 11],
  ['U-10', 'فريق تحت 10 سنوات', 'academy', 'U-10', 'male', 4, 8, 9],
  ['U-8', 'فريق تحت 8 سنوات', 'academy', 'U-8', 'male', 3, 6, 7],
  ["Women's First Team", 'فريق السيدات الأول', 'women', null, 'female', 5, 18, 29],
  ['Girls U-15', 'فريق الناشئات تحت 15 سنة', 'women', 'Girls U-15', 'female', 4, 12, 14],
  ['Girls U-12', 'فريق البراعم (بنات) تحت 12 سنة', 'academy', 'Girls U-12', 'female', 3, 10, 11],
  ['Futsal Team', 'فريق كرة الصالات', 'reserve', null, 'male', 0, 20, 30],
] as const;

const POSITIONS = ['goalkeeper', 'defender', 'defender', 'midfielder', 'midfielder', 'midfielder', 'forward', 'defender', 'forward', 'midfielder', 'defender'] as const;

/** Residents' children and foreign professionals, by the player's place in the list (every nationality appears). */
const NATIONALITY_AT: Record<number, string> = { 3: 'egyptian', 7: 'other', 10: 'jordanian', 24: 'sudanese', 30: 'yemeni', 36: 'syrian', 43: 'pakistani', 47: 'indian', 53: 'filipino', 57: 'syrian' };

export interface DemoPlayer {
  index: number;
  team: number | null;
  fullName: string;
  fullNameAr: string;
  firstName: readonly [string, string];
  fatherName: readonly [string, string];
  family: readonly [string, string];
  gender: 'male' | 'female';
  birthYear: number;
  dateOfBirth: string;
  nationality: string;
  nationalId: string;
  position: string;
  shirtNumber: number | null;
}

/** Every demo player, team by team, then two trialists without a team. */
export const demoPlayers = (today: string): DemoPlayer[] => {
  const { year } = demoSeason(today);
  const players: DemoPlayer[] = [];
  const add = (team: number | null, gender: 'male' | 'female', age: number, shirt: number | null) => {
    const index = players.length;
    const firstName = gender === 'male' ? MALE[(index * 7) % MALE.length]! : FEMALE[(index * 5) % FEMALE.length]!;
    const fatherName = MALE[(index * 11 + 3) % MALE.length]!;
    const family = FAMILIES[(index * 3) % FAMILIES.length]!;
    const birthYear = year - age;
    const nationality = NATIONALITY_AT[index] ?? 'saudi';
    const foreign = nationality !== 'saudi';
    players.push({
      index,
      team,
      fullName: index === 7 ? 'Carlos Eduardo Silva' : `${firstName[0]} ${fatherName[0]} ${family[0]}`,
      fullNameAr: index === 7 ? 'كارلوس إدواردو سيلفا' : `${firstName[1]} ${fatherName[1]} ${family[1]}`,
      firstName,
      fatherName,
      family,
      gender,
      birthYear,
      dateOfBirth: `${birthYear}-${String(1 + ((index * 5) % 12)).padStart(2, '0')}-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
      nationality,
      nationalId: `${foreign ? 2 : 1}${String(104_530_000 + index * 7_919).padStart(9, '0')}`,
      position: shirt === 1 ? 'goalkeeper' : POSITIONS[index % POSITIONS.length]!,
      shirtNumber: shirt,
    });
  };
  const SHIRTS = [1, 4, 5, 8, 10, 7, 9, 11, 6, 3, 2, 14, 17, 21];
  TEAMS.forEach(([, , , , gender, count, youngest, oldest], team) => {
    for (let n = 0; n < count; n++) add(team, gender, youngest + ((n * 3) % (oldest - youngest + 1)), SHIRTS[n]!);
  });
  add(null, 'male', 15, null);
  add(null, 'male', 11, null);
  return players;
};

/** The youth players (under 18) and their places: the ones whose parents the demo knows. */
export const youthPlayers = (today: string): DemoPlayer[] => demoPlayers(today).filter((player) => demoSeason(today).year - player.birthYear < 18);
