// An amount of Saudi riyals written out, as on a receipt voucher or an invoice:
// "فقط ألف ومئتا ريال لا غير", "Only one thousand two hundred riyals". Money is in halalas
// (integers) so that 1,250.50 is exactly 125050.

type Gender = 'masculine' | 'feminine';

const ONES: Record<Gender, readonly string[]> = {
  masculine: ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'],
  // Three to ten take the opposite gender of what they count (ثلاثة ريالات, ثلاث هللات).
  feminine: ['', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع'],
};
const TEENS: Record<Gender, readonly string[]> = {
  masculine: ['عشرة', 'أحد عشر', 'اثنا عشر', 'ثلاثة عشر', 'أربعة عشر', 'خمسة عشر', 'ستة عشر', 'سبعة عشر', 'ثمانية عشر', 'تسعة عشر'],
  feminine: ['عشر', 'إحدى عشرة', 'اثنتا عشرة', 'ثلاث عشرة', 'أربع عشرة', 'خمس عشرة', 'ست عشرة', 'سبع عشرة', 'ثماني عشرة', 'تسع عشرة'],
};
const TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const HUNDREDS = ['', 'مئة', 'مئتان', 'ثلاثمئة', 'أربعمئة', 'خمسمئة', 'ستمئة', 'سبعمئة', 'ثمانمئة', 'تسعمئة'];

/** A counted noun's forms: one, two, three to ten, eleven to ninety-nine, and a round hundred. */
interface Noun {
  gender: Gender;
  one: string;
  two: string;
  /** Before a noun that follows at once ("ألفا ريال"). */
  twoBefore: string;
  few: string;
  many: string;
  hundred: string;
}

const RIYAL: Noun = { gender: 'masculine', one: 'ريال واحد', two: 'ريالان', twoBefore: 'ريالان', few: 'ريالات', many: 'ريالاً', hundred: 'ريال' };
const HALALA: Noun = { gender: 'feminine', one: 'هللة واحدة', two: 'هللتان', twoBefore: 'هللتان', few: 'هللات', many: 'هللة', hundred: 'هللة' };
const SCALES: readonly Noun[] = [
  { gender: 'masculine', one: 'ألف', two: 'ألفان', twoBefore: 'ألفا', few: 'آلاف', many: 'ألفاً', hundred: 'ألف' },
  { gender: 'masculine', one: 'مليون', two: 'مليونان', twoBefore: 'مليونا', few: 'ملايين', many: 'مليوناً', hundred: 'مليون' },
  { gender: 'masculine', one: 'مليار', two: 'ملياران', twoBefore: 'مليارا', few: 'مليارات', many: 'ملياراً', hundred: 'مليار' },
];

/** 1 to 999 in words; `last`: nothing but a noun follows (مئتا ريال, not مئتان ريال). */
const belowThousand = (n: number, gender: Gender, last: boolean): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(hundreds === 2 && rest === 0 && last ? 'مئتا' : HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(TEENS[gender][rest - 10]!);
  else if (rest) {
    const ones = rest % 10;
    const tens = Math.floor(rest / 10);
    parts.push([ones ? ONES[gender][ones]! : '', TENS[tens]!].filter(Boolean).join(' و'));
  }
  return parts.join(' و');
};

/** n things: "ريال واحد", "ريالان", "ثلاثة ريالات", "أحد عشر ريالاً", "مئة ريال". */
const counted = (n: number, noun: Noun, last: boolean): string => {
  if (n === 1) return noun.one;
  if (n === 2) return last ? noun.twoBefore : noun.two;
  const rest = n % 100;
  const form = rest >= 3 && rest <= 10 ? noun.few : rest >= 11 ? noun.many : noun.hundred;
  return `${belowThousand(n, noun.gender, true)} ${form}`;
};

/** A whole number of riyals (or halalas) with its noun, thousands and millions included. */
const countedLarge = (n: number, noun: Noun): string => {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const parts: string[] = [];
  for (let index = groups.length - 1; index >= 1; index -= 1) {
    const group = groups[index]!;
    if (!group) continue;
    const nothingAfter = groups.slice(0, index).every((value) => value === 0);
    // "ألف" alone, not "واحد ألف"; "ألفا ريال" when the riyals follow at once.
    parts.push(group === 1 ? SCALES[index - 1]!.one : counted(group, SCALES[index - 1]!, nothingAfter));
  }
  const units = groups[0] ?? 0;
  if (units === 0) return `${parts.join(' و')} ${noun.hundred}`;
  if (parts.length === 0) return counted(units, noun, true);
  const rest = units % 100;
  const form = units === 1 || units === 2 || rest === 0 || rest === 1 || rest === 2 ? noun.hundred : rest <= 10 ? noun.few : noun.many;
  return `${[...parts, belowThousand(units, noun.gender, rest === 0)].join(' و')} ${form}`;
};

/** "فقط ألف ومئتان وخمسون ريالاً وخمسون هللة لا غير" for 125050 halalas. */
export const arabicAmountInWords = (halalas: number): string => {
  const riyals = Math.floor(halalas / 100);
  const cents = halalas % 100;
  const parts = [riyals ? countedLarge(riyals, RIYAL) : '', cents ? counted(cents, HALALA, true) : ''].filter(Boolean);
  return `فقط ${parts.length ? parts.join(' و') : 'صفر ريال'} لا غير`;
};

const EN_ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', ' thousand', ' million', ' billion'];

const englishBelowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest < 20 ? EN_ONES[rest]! : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_ONES[rest % 10]}` : ''}`;
  return [hundreds ? `${EN_ONES[hundreds]} hundred` : '', tail].filter(Boolean).join(' ');
};

const englishNumber = (n: number): string => {
  const parts: string[] = [];
  for (let scale = 0, rest = n; rest > 0; scale += 1, rest = Math.floor(rest / 1000)) {
    if (rest % 1000) parts.unshift(`${englishBelowThousand(rest % 1000)}${EN_SCALES[scale]}`);
  }
  return parts.join(' ') || 'zero';
};

/** "One thousand two hundred fifty riyals and fifty halalas only" for 125050 halalas. */
export const englishAmountInWords = (halalas: number): string => {
  const riyals = Math.floor(halalas / 100);
  const cents = halalas % 100;
  const riyalPart = `${englishNumber(riyals)} ${riyals === 1 ? 'riyal' : 'riyals'}`;
  const words = cents ? `${riyalPart} and ${englishNumber(cents)} ${cents === 1 ? 'halala' : 'halalas'}` : riyalPart;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} only`;
};
