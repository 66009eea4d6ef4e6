import type { BoardStrings } from '../../boardTypes';

export const board: BoardStrings = {
  title: '%{name} حسب %{field}',
  hint: 'اسحب البطاقة إلى عمود آخر، أو استخدم قائمة «نقل إلى…» فيها.',
  column:
    '%{state}: لا سجلات |||| %{state}: سجل واحد |||| %{state}: سجلان |||| %{state}: %{smart_count} سجلات |||| %{state}: %{smart_count} سجلًا |||| %{state}: %{smart_count} سجل',
  moveTo: 'نقل إلى…',
  checking: 'جارٍ التحقق مما يمكنك فعله…',
  noMoves: 'لا يمكنك نقله الآن',
  showMore:
    'عرض المزيد |||| عرض المزيد (بقي سجل واحد) |||| عرض المزيد (بقي سجلان) |||| عرض المزيد (بقيت %{smart_count} سجلات) |||| عرض المزيد (بقي %{smart_count} سجلًا) |||| عرض المزيد (بقي %{smart_count} سجل)',
  empty: 'لا شيء هنا.',
  loading: 'جارٍ التحميل…',
  loadFailed: 'تعذّر تحميل هذه السجلات. أعد تحميل الصفحة.',
  refused: 'لا يمكن نقل %{name} من «%{from}» إلى «%{to}».',
};
