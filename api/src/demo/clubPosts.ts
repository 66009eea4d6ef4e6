import type { DemoRow, DemoSeed } from './demo-seed';

type Channel = 'website' | 'instagram' | 'x' | 'snapchat' | 'tiktok' | 'youtube' | 'newsletter';
type Status = 'draft' | 'scheduled' | 'published' | 'archived';

// [title, Arabic title, English text, Arabic text, channel, campaign (index) or none, status, publish in (hours from now)]
const POSTS: readonly (readonly [string, string, string, string, Channel, number | undefined, Status, number | undefined])[] = [
  ['Season tickets on sale', 'بدء بيع تذاكر الموسم', 'Season tickets for 2026/27 are on sale at the club shop and in the app.', 'تذاكر موسم 2026/27 متاحة الآن في متجر النادي وعبر التطبيق.', 'website', 0, 'archived', undefined],
  ['Academy registration is open', 'التسجيل في الأكاديمية مفتوح', 'Boys and girls aged 6 to 16 can join the academy this autumn. Places are limited.', 'التسجيل متاح للبنين والبنات من 6 إلى 16 سنة. المقاعد محدودة.', 'instagram', 1, 'published', undefined],
  ['Family membership: one month only', 'العضوية العائلية لشهر واحد', 'Join as a family this month and save 20% on the yearly fee.', 'اشترك مع عائلتك هذا الشهر ووفّر 20٪ من الرسوم السنوية.', 'newsletter', 2, 'published', undefined],
  ['Derby week: five days of fan events', 'أسبوع الديربي: خمسة أيام من فعاليات الجماهير', 'Meet the players, win signed shirts and join the fan zone.', 'قابل اللاعبين واربح قمصانًا موقعة وانضم إلى منطقة المشجعين.', 'x', 3, 'published', undefined],
  ['Derby day: gates open at 5 pm', 'يوم الديربي: تفتح البوابات الخامسة مساءً', 'Gates open at 5 pm. Come early and use the metro.', 'تفتح البوابات الساعة الخامسة مساءً. احضر مبكرًا واستخدم المترو.', 'snapchat', 3, 'scheduled', 60],
  ['Women\u2019s football festival', 'مهرجان كرة القدم النسائية', 'A day of matches, clinics and family activities at the main stadium.', 'يوم من المباريات والدورات التدريبية والأنشطة العائلية في الملعب الرئيسي.', 'tiktok', 5, 'scheduled', 120],
  ['Under-17s reach the cup final', 'فريق تحت 17 إلى نهائي الكأس', 'Our under-17s beat Al-Hilal 2–1 to reach the final.', 'تأهل فريق تحت 17 إلى النهائي بعد الفوز على الهلال 2–1.', 'website', undefined, 'published', undefined],
  ['Behind the scenes: new training ground', 'كواليس: ملاعب التدريب الجديدة', 'A look at the new pitches and recovery centre.', 'جولة في الملاعب الجديدة ومركز الاستشفاء.', 'youtube', undefined, 'published', undefined],
  ['Thank you, volunteers', 'شكرًا للمتطوعين', 'Forty volunteers made the season opening a success.', 'أربعون متطوعًا صنعوا نجاح حفل الافتتاح.', 'instagram', undefined, 'published', undefined],
  ['Meet the players this Thursday', 'لقاء اللاعبين الخميس', 'Autographs and photos at the club shop, 7 pm.', 'توقيعات وصور في متجر النادي الساعة السابعة مساءً.', 'x', 11, 'archived', undefined],
  ['New kit reveal (draft)', 'كشف الطقم الجديد (مسودة)', 'Text to be confirmed with the kit sponsor.', 'النص بانتظار موافقة الراعي.', 'instagram', undefined, 'draft', undefined],
  ['Website relaunch teaser', 'تشويقة إطلاق الموقع الجديد', 'Something new is coming to our website.', 'شيء جديد قادم إلى موقعنا.', 'website', 9, 'draft', undefined],
];

// The club's posts: published news, two scheduled for the coming days, drafts, archived ones.
export const demo: DemoSeed = (ctx) => {
  const campaigns = ctx.ids('campaigns');
  const authors = [ctx.ids('users')[28]!, ctx.ids('users')[18]!];
  return POSTS.map(([title, titleAr, body, bodyAr, channel, campaign, status, publishIn], index): DemoRow => ({
    title,
    titleAr,
    body,
    bodyAr,
    channel,
    campaignId: campaign === undefined ? undefined : campaigns[campaign],
    publishAt: publishIn === undefined ? undefined : ctx.timeFromNow(publishIn),
    status: status === 'archived' ? 'published' : status,
    $by: authors[index % authors.length],
    $then: status === 'archived' ? [{ resource: 'clubPosts', values: { status: 'archived' } }] : undefined,
  }));
};
