import type { RuleStrings } from '../types';

/** ما يقوله المحرك حين ترفض قاعدة معلنة عملية حفظ (schema/src/rules.ts)، وكلمات الواجهة عنها. */
export const rules: RuleStrings = {
  moveRefused: 'لا ينتقل حقل «%{field}» من «%{from}» إلى «%{to}»',
  startsAs: 'يبدأ السجل الجديد بحالة %{states}',
  finalEdit: 'هذا السجل «%{state}»: لم يعد يتغير',
  lockedEdit: 'هذا السجل «%{state}»: لا يتغير إلا عبر إجراءاته',
  finalDelete: 'هذا السجل «%{state}»: يُحفظ ولا يُحذف',
  byEffect: 'حالة «%{to}» تنتج عن سجلات أخرى: لا تُضبط يدويًا',
  onlyActor: 'إجراء «%{action}» للشخص المذكور في «%{field}» فقط',
  notOwn: 'لا يمكن لأحد تنفيذ «%{action}» على سجل يخصه',
  notPermitted: 'لا يسمح دورك بتنفيذ «%{action}» هنا',
  commentRequired: 'يلزم تعليق لتنفيذ «%{action}»',
  notNow: 'لا يُتخذ إجراء «%{action}» على سجل حالته %{state}: أعد تحميله لترى ما آل إليه',
  invalid: 'لا يمكن حفظ السجل بهذه الطريقة',
  waitingFor: 'بانتظار %{name}',
  waitingForStep: 'بانتظار %{name} (%{step})',
  nextMoves: 'الخطوات التالية',
  approvalNoRoute: 'لا يوجد مسار موافقة مفعّل لهذا النوع من الطلبات (إعدادات المسارات)',
  approvalAdministrator: 'المسؤول',
  approvalDecided: 'لا يتغير الطلب إلا قبل أول قرار فيه',
  approvalNotYours: 'ليس لك البت في هذه الخطوة',
  approvalOwnRequest: 'لا يبت أحد في طلبه بنفسه',
  approvalOnlyRequester: 'لا يلغي الطلب إلا من قدّمه',
  approvalCommentNeeded: 'اذكر سبب رفض الطلب',
  approvalCommentTooLong: '1000 حرف على الأكثر',
};
