import { formatTexts } from '@club/locales/formats';
import { formatNameOf } from '@club/schema';
// What the API says to people, in the languages of the product. The admin sends its language in
// Accept-Language, so field errors appear in the language of the screen; integrators get English
// unless they ask for Arabic.

export type Locale = 'en' | 'ar';

export interface Messages {
  required: string;
  mustBeText: string;
  maxLength(max: number): string;
  minLength(min: number): string;
  invalidFormat: string;
  /** A value not in its field's format: what that format looks like (locales' formats), the bare words above for a pattern with no name. */
  invalidFormatOf(pattern: string | undefined): string;
  noNul: string;
  email: string;
  phone: string;
  url: string;
  wholeNumber: string;
  number(decimals: number): string;
  amount: string;
  min(min: number): string;
  max(max: number): string;
  boolean: string;
  date: string;
  dateTime: string;
  time: string;
  oneOf(values: readonly string[]): string;
  list: string;
  noRepeats: string;
  eachOneOf(values: readonly string[]): string;
  recordId: string;
  idList: string;
  maxIds(max: number): string;
  json: string;
  file: string;
  fileList: string;
  tooManyRequests(seconds: number): string;
  maxFiles(max: number): string;
  commonPassword: string;
  notAField(resource: string): string;
  version: string;
  alreadyUsed: string;
  missingReference: string;
  missingReferenceInList(target: string): string;
  invalid(resource: string, fields: string): string;
  formClosed: string;
  publicActionClosed: string;
  bodyNotObject: string;
  jsonTooDeep(max: number): string;
  requestTimeout: string;
  apiRateLimited(seconds: number): string;
  notFound(resource: string, id: string): string;
  unknownResource(resource: string): string;
  unknownRecordAction(resource: string, action: string): string;
  /** A record action asked of a record not in a state it is offered in (its `when`). */
  actionNotNow: string;
  actionNotNowField: string;
  databaseUnavailable: string;
  busy: string;
  concurrentWrite: string;
  maxLines(max: number): string;
  notALine: string;
  writtenWithParent(resource: string): string;
  statementTimeout: string;
  readOnlyResource(resource: string): string;
  serverRowsResource(resource: string): string;
  stale(current: number, sent: number | undefined): string;
  staleField(current: number): string;
  stillReferenced(resource: string, referencing: string): string;
  /** A trashed record whose restore a unique value or a gone reference refuses. */
  notRestorable: string;
  /** Restoring needs the delete permission on the record's resource. */
  restoreForbidden: string;
  /** "Restore this version" on a version whose fields are the record's now. */
  versionAlreadyCurrent: string;
  malformedValue(resource: string): string;
  noRoute(method: string, path: string): string;
  internalError: string;
  hiddenField: string;
  hiddenFields(resource: string, fields: string): string;
  outOfScope(resource: string): string;
  outOfScopeField: string;
}

const en: Messages = {
  required: 'Required',
  commonPassword: 'This password is too common',
  mustBeText: 'Must be text',
  maxLength: (max) => `Must be at most ${max} characters`,
  minLength: (min) => `Must be at least ${min} characters`,
  invalidFormat: 'Has an invalid format',
  invalidFormatOf(pattern) {
    const name = formatNameOf(pattern);
    return name ? formatTexts.en[name] : this.invalidFormat;
  },
  noNul: 'Must not contain NUL characters',
  email: 'Must be a valid email address',
  phone: 'Must be a phone number, such as 05x xxx xxxx or +966 5x xxx xxxx',
  url: 'Must be a web address starting with http:// or https://',
  wholeNumber: 'Must be a whole number',
  number: (decimals) => `Must be a number with at most ${decimals} decimals`,
  amount: 'Must be an amount with at most 2 decimals',
  min: (min) => `Must be at least ${min}`,
  max: (max) => `Must be at most ${max}`,
  boolean: 'Must be true or false',
  date: 'Must be a date (YYYY-MM-DD)',
  dateTime: 'Must be an ISO 8601 date-time with a time zone',
  time: 'Must be a time (HH:MM)',
  oneOf: (values) => `Must be one of: ${values.join(', ')}`,
  list: 'Must be a list',
  noRepeats: 'Must not repeat a value',
  eachOneOf: (values) => `Each value must be one of: ${values.join(', ')}`,
  recordId: 'Must be the id (UUID) of a record',
  idList: 'Each entry must be the id (UUID) of a record',
  maxIds: (max) => `Must list at most ${max} ids`,
  tooManyRequests: (seconds) => `Too many requests from this address: try again in ${seconds} seconds`,
  file: 'Must be a file uploaded to POST /api/files (its id)',
  fileList: 'Each entry must be a file uploaded to POST /api/files (its id)',
  maxFiles: (max) => `Must hold at most ${max} files`,
  json: 'Must be a JSON value of at most 100,000 characters',
  notAField: (resource) => `Is not a field of ${resource}`,
  version: 'Must be a whole number of at least 1',
  alreadyUsed: 'Is already used by another record',
  missingReference: 'Refers to a record that does not exist',
  missingReferenceInList: (target) => `Lists a ${target} record that does not exist`,
  invalid: (resource, fields) => `Invalid ${resource}: check ${fields}`,
  formClosed: 'This page takes no submissions now',
  publicActionClosed: 'This cannot be done on this page now',
  bodyNotObject: 'The request body must be a JSON object',
  jsonTooDeep: (max) => `The request body nests arrays and objects more than ${max} levels deep`,
  requestTimeout: 'The request took too long to arrive',
  apiRateLimited: (seconds) => `Too many requests; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  notFound: (resource, id) => `No ${resource} record has the id '${id}'`,
  hiddenField: 'Your role may not read or write this field',
  hiddenFields: (resource, fields) => `Your role may not read, filter, sort or write these ${resource} fields: ${fields}`,
  outOfScope: (resource) => `Your role may write only its own ${resource} records: you must stay one of the record's owners`,
  outOfScopeField: 'Must be you (your role sees only its own records)',
  unknownResource: (resource) => `Unknown resource '${resource}'`,
  unknownRecordAction: (resource, action) => `${resource} records have no action '${action}'`,
  actionNotNow: 'This action cannot be taken on the record as it stands now: reload it to see where it is',
  actionNotNowField: 'Does not allow this action now',
  readOnlyResource: (resource) => `${resource} is read-only: records cannot be created, changed or deleted through the API`,
  serverRowsResource: (resource) => `${resource} keeps its own rows: records can be read and changed, never created or deleted through the API`,
  stale: (current, sent) =>
    `This record was changed by someone else (version ${current}, you sent ${sent}). Reload it and apply your change again.`,
  staleField: (current) => `Stale: the current version is ${current}`,
  stillReferenced: (resource, referencing) => `This ${resource} record cannot be deleted: ${referencing} records still refer to it`,
  notRestorable: 'This record cannot be restored as it was: a value it holds is now used by another record, or a record it refers to is gone',
  restoreForbidden: 'Only those who may delete records of this kind may restore them',
  versionAlreadyCurrent: 'The record already holds these values',
  malformedValue: (resource) => `A value sent for ${resource} is out of range or malformed`,
  noRoute: (method, path) => `Not found: ${method} ${path}`,
  internalError: 'Internal server error',
  databaseUnavailable: 'The database is unavailable for a moment; try again in a few seconds.',
  busy: 'The server is busy checking passwords; try again in a second.',
  concurrentWrite: 'Another change to the same records happened at the same moment; nothing was written: try again.',
  maxLines: (max) => `Must have at most ${max} lines`,
  notALine: 'Is not one of this record\'s lines',
  writtenWithParent: (resource) => `${resource} records are written with the record they belong to (its form or its PUT), not on their own`,
  statementTimeout: 'The request took too long and was stopped. Nothing was changed; narrow it down or try again later.',
};

const ar: Messages = {
  required: 'مطلوب',
  commonPassword: 'كلمة المرور هذه شائعة جدًا',
  mustBeText: 'يجب أن يكون نصًا',
  maxLength: (max) => `يجب ألا يزيد على ${max} حرفًا`,
  minLength: (min) => `يجب ألا يقل عن ${min} أحرف`,
  invalidFormat: 'الصيغة غير صحيحة',
  invalidFormatOf(pattern) {
    const name = formatNameOf(pattern);
    return name ? formatTexts.ar[name] : this.invalidFormat;
  },
  noNul: 'يجب ألا يحتوي على محارف فارغة (NUL)',
  email: 'يجب أن يكون بريدًا إلكترونيًا صحيحًا',
  phone: 'يجب أن يكون رقم هاتف، مثل ‎05x xxx xxxx أو ‎+966 5x xxx xxxx',
  url: 'يجب أن يكون عنوانًا يبدأ بـ http:// أو https://',
  wholeNumber: 'يجب أن يكون عددًا صحيحًا',
  number: (decimals) => `يجب أن يكون رقمًا بحد أقصى ${decimals} منازل عشرية`,
  amount: 'يجب أن يكون مبلغًا بحد أقصى منزلتين عشريتين',
  min: (min) => `يجب ألا يقل عن ${min}`,
  max: (max) => `يجب ألا يزيد على ${max}`,
  boolean: 'يجب أن تكون القيمة صحيحًا أو خطأ',
  date: 'يجب أن يكون تاريخًا (YYYY-MM-DD)',
  dateTime: 'يجب أن يكون تاريخًا ووقتًا بصيغة ISO 8601 مع المنطقة الزمنية',
  time: 'يجب أن يكون وقتًا (HH:MM)',
  oneOf: (values) => `يجب أن تكون إحدى القيم: ${values.join('، ')}`,
  list: 'يجب أن تكون قائمة',
  noRepeats: 'يجب ألا تتكرر القيم',
  eachOneOf: (values) => `يجب أن تكون كل قيمة إحدى: ${values.join('، ')}`,
  recordId: 'يجب أن يكون معرّف سجل (UUID)',
  idList: 'يجب أن يكون كل عنصر معرّف سجل (UUID)',
  maxIds: (max) => `يجب ألا تزيد القائمة على ${max} معرّف`,
  tooManyRequests: (seconds) => `طلبات كثيرة من هذا العنوان: أعد المحاولة بعد ${seconds} ثانية`,
  file: 'يجب أن يكون ملفًا مرفوعًا إلى POST /api/files (معرّفه)',
  fileList: 'يجب أن يكون كل عنصر ملفًا مرفوعًا إلى POST /api/files (معرّفه)',
  maxFiles: (max) => `يجب ألا يزيد عدد الملفات على ${max}`,
  json: 'يجب أن تكون قيمة JSON لا تتجاوز 100,000 حرف',
  notAField: (resource) => `ليس حقلًا من حقول ${resource}`,
  version: 'يجب أن يكون رقم الإصدار عددًا صحيحًا لا يقل عن 1',
  alreadyUsed: 'هذه القيمة مستخدمة في سجل آخر',
  missingReference: 'يشير إلى سجل غير موجود',
  missingReferenceInList: (target) => `تتضمن القائمة سجلًا من ${target} غير موجود`,
  invalid: (resource, fields) => `بيانات ${resource} غير صحيحة: راجع ${fields}`,
  formClosed: 'لا تستقبل هذه الصفحة طلبات الآن',
  publicActionClosed: 'لا يمكن القيام بهذا من هذه الصفحة الآن',
  bodyNotObject: 'يجب أن يكون محتوى الطلب كائن JSON',
  jsonTooDeep: (max) => `يتداخل محتوى الطلب في المصفوفات والكائنات لأكثر من ${max} مستوى`,
  requestTimeout: 'استغرق وصول الطلب وقتًا طويلًا',
  apiRateLimited: (seconds) => `طلبات كثيرة جدًا؛ أعد المحاولة بعد ${seconds} ثانية`,
  notFound: (resource, id) => `لا يوجد سجل في ${resource} بالمعرّف '${id}'`,
  hiddenField: 'لا يسمح دورك بقراءة هذا الحقل أو كتابته',
  hiddenFields: (resource, fields) => `لا يسمح دورك بقراءة حقول ${resource} هذه أو التصفية أو الترتيب أو الكتابة بها: ${fields}`,
  outOfScope: (resource) => `لا يكتب دورك إلا سجلات ${resource} الخاصة به: يجب أن تبقى أحد أصحاب السجل`,
  outOfScopeField: 'يجب أن تكون أنت (دورك لا يرى إلا سجلاته)',
  unknownResource: (resource) => `مورد غير معروف '${resource}'`,
  unknownRecordAction: (resource, action) => `لا يوجد إجراء '${action}' لسجلات ${resource}`,
  actionNotNow: 'لا يمكن اتخاذ هذا الإجراء على السجل بحالته الآن: أعد تحميله لترى ما آل إليه',
  actionNotNowField: 'لا تسمح حالته بهذا الإجراء الآن',
  readOnlyResource: (resource) => `${resource} للقراءة فقط: لا يمكن إنشاء سجلاته أو تعديلها أو حذفها عبر الواجهة البرمجية`,
  serverRowsResource: (resource) => `سجلات ${resource} يديرها النظام: يمكن قراءتها وتعديلها، ولا يمكن إنشاؤها أو حذفها عبر الواجهة البرمجية`,
  stale: (current, sent) =>
    `عدّل شخص آخر هذا السجل (الإصدار ${current}، وأرسلت ${sent}). أعد تحميله ثم طبّق تعديلك مرة أخرى.`,
  staleField: (current) => `نسخة قديمة: الإصدار الحالي ${current}`,
  stillReferenced: (resource, referencing) => `لا يمكن حذف هذا السجل من ${resource}: ما زالت سجلات ${referencing} تشير إليه`,
  notRestorable: 'لا يمكن استعادة هذا السجل كما كان: قيمة فيه صارت لسجل آخر، أو سجل يشير إليه لم يعد موجودًا',
  restoreForbidden: 'لا يستعيد السجلات من هذا النوع إلا من يملك حذفها',
  versionAlreadyCurrent: 'السجل يحمل هذه القيم بالفعل',
  malformedValue: (resource) => `قيمة مرسلة إلى ${resource} خارج النطاق أو بصيغة غير صحيحة`,
  noRoute: (method, path) => `غير موجود: ${method} ${path}`,
  internalError: 'خطأ داخلي في الخادم',
  databaseUnavailable: 'قاعدة البيانات غير متاحة مؤقتًا؛ أعد المحاولة بعد ثوانٍ.',
  busy: 'الخادم مشغول بالتحقق من كلمات المرور؛ أعد المحاولة بعد ثانية.',
  concurrentWrite: 'تزامن تعديل آخر على السجلات نفسها في اللحظة ذاتها؛ لم يُحفظ شيء: أعد المحاولة.',
  maxLines: (max) => `يجب ألا يزيد عدد البنود على ${max}`,
  notALine: 'ليس من بنود هذا السجل',
  writtenWithParent: (resource) => `تُحفظ سجلات ${resource} مع السجل الذي تتبعه (من نموذجه أو بطلب PUT عليه)، لا وحدها`,
  statementTimeout: 'استغرق الطلب وقتًا أطول من المسموح فأُوقف. لم يتغير شيء؛ ضيّق نطاقه أو أعد المحاولة لاحقًا.',
};

export const MESSAGES: Record<Locale, Messages> = { en, ar };

/** The language a request asks for: Arabic when its first Accept-Language tag is Arabic. */
export const localeOf = (acceptLanguage: string | undefined): Locale =>
  acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
