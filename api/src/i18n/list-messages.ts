import type { FilterProblem } from '@club/schema';
import type { Locale } from './messages';

/** A refusal of a list query: the message, and the text under the offending parameter. */
export interface ListRefusal {
  message: string;
  field: string;
}

/** What the list query parser says, in each language. */
export interface ListMessages {
  notGivenOnce(parameter: string): ListRefusal;
  notJson(parameter: string): ListRefusal;
  sortShape: ListRefusal;
  cannotSort(resource: string, field: string): ListRefusal;
  sortOrder(order: string): ListRefusal;
  rangeShape: ListRefusal;
  pageTooLarge(max: number): ListRefusal;
  tooDeep(depth: number): ListRefusal;
  filterNotObject: ListRefusal;
  noSearch(resource: string): ListRefusal;
  searchNotText: ListRefusal;
  searchTooLong(max: number): ListRefusal;
  searchNul: ListRefusal;
  unknownFilter(key: string, resource: string): ListRefusal;
  unsupportedOp(field: string, op: string): ListRefusal;
  tooManyValues(key: string, max: number): ListRefusal;
  listsNull(key: string): ListRefusal;
  singleValue(key: string): ListRefusal;
  comparesNull(key: string): ListRefusal;
  /** What is wrong with a filter's value, by the kind's verdict. */
  value: { [K in FilterProblem['key']]: (problem: Extract<FilterProblem, { key: K }>) => string };
  /** The message around a value's problem. */
  filterValue(key: string, what: string): string;
}

const refusal = (message: string, field: string): ListRefusal => ({ message, field });

const en: ListMessages = {
  notGivenOnce: (parameter) => refusal(`'${parameter}' must be given once, as JSON`, 'must be JSON'),
  notJson: (parameter) => refusal(`'${parameter}' is not valid JSON`, 'is not valid JSON'),
  sortShape: refusal(`'sort' must be ["field","ASC"|"DESC"]`, 'must be ["field","ASC"|"DESC"]'),
  cannotSort: (resource, field) => refusal(`Cannot sort ${resource} by '${field}'`, `cannot sort by '${field}'`),
  sortOrder: (order) => refusal(`Sort order must be ASC or DESC, not '${order}'`, 'order must be ASC or DESC'),
  rangeShape: refusal(`'range' must be [start, end] with 0 <= start <= end`, 'must be [start, end] with 0 <= start <= end'),
  pageTooLarge: (max) => refusal(`A page holds at most ${max} records`, `at most ${max} records per page`),
  tooDeep: (depth) =>
    refusal(
      `Lists are served up to their ${depth.toLocaleString('en')}th record: narrow the filter, sort the other way, or walk every record by id (sort ["id","ASC"] with the filter id_gt set to the last id read)`,
      `must end before record ${depth.toLocaleString('en')}`,
    ),
  filterNotObject: refusal(`'filter' must be a JSON object`, 'must be a JSON object'),
  noSearch: (resource) => refusal(`${resource} has no search fields`, 'is not supported here'),
  searchNotText: refusal(`'q' must be text`, 'must be text'),
  searchTooLong: (max) => refusal(`'q' is longer than ${max} characters`, 'is too long'),
  searchNul: refusal(`'q' must not contain NUL characters`, 'must not contain NUL characters'),
  unknownFilter: (key, resource) => refusal(`Unknown filter '${key}' on ${resource}`, 'is not a filter of this resource'),
  unsupportedOp: (field, op) => refusal(`Filter '${field}' does not support '${op}'`, `does not support '${op}'`),
  tooManyValues: (key, max) => refusal(`Filter '${key}' lists more than ${max} values`, 'too many values'),
  listsNull: (key) => refusal(`Filter '${key}' cannot list null`, 'cannot list null'),
  singleValue: (key) => refusal(`Filter '${key}' takes a single value`, 'takes a single value'),
  comparesNull: (key) => refusal(`Filter '${key}' cannot compare with null`, 'cannot be null'),
  value: {
    uuid: () => 'must be a UUID',
    uuidOrKey: () => 'must be a UUID or a key',
    number: () => 'must be a number',
    wholeNumber: () => 'must be a whole number',
    outOfRange: () => 'is out of range',
    boolean: () => 'must be true or false',
    date: () => 'must be a date (YYYY-MM-DD)',
    dateTime: () => 'must be an ISO 8601 date-time',
    time: () => 'must be a time (HH:MM)',
    oneOf: ({ values }) => `must be one of ${values.join(', ')}`,
    text: () => 'must be text',
    tooLong: () => 'is too long',
    noNul: () => 'must not contain NUL characters',
  },
  filterValue: (key, what) => `Filter '${key}' ${what}`,
};

const ar: ListMessages = {
  notGivenOnce: (parameter) => refusal(`يجب أن يُرسل '${parameter}' مرة واحدة بصيغة JSON`, 'يجب أن يكون JSON'),
  notJson: (parameter) => refusal(`'${parameter}' ليس JSON صحيحًا`, 'ليس JSON صحيحًا'),
  sortShape: refusal(`يجب أن يكون 'sort' بالشكل ["field","ASC"|"DESC"]`, 'يجب أن يكون بالشكل ["field","ASC"|"DESC"]'),
  cannotSort: (resource, field) => refusal(`لا يمكن ترتيب ${resource} حسب '${field}'`, `لا يمكن الترتيب حسب '${field}'`),
  sortOrder: (order) => refusal(`يجب أن يكون اتجاه الترتيب ASC أو DESC، وليس '${order}'`, 'يجب أن يكون الاتجاه ASC أو DESC'),
  rangeShape: refusal(`يجب أن يكون 'range' بالشكل [start, end] حيث 0 <= start <= end`, 'يجب أن يكون بالشكل [start, end] حيث 0 <= start <= end'),
  pageTooLarge: (max) => refusal(`لا تتسع الصفحة لأكثر من ${max} سجل`, `${max} سجل على الأكثر في الصفحة`),
  tooDeep: (depth) =>
    refusal(
      `تُعرض القوائم حتى السجل رقم ${depth.toLocaleString('en')}: ضيّق التصفية، أو اعكس الترتيب، أو مرّ على السجلات كلها بالمعرّف (الترتيب ["id","ASC"] مع التصفية id_gt بآخر معرّف قرأته)`,
      `يجب أن تنتهي قبل السجل ${depth.toLocaleString('en')}`,
    ),
  filterNotObject: refusal(`يجب أن يكون 'filter' كائن JSON`, 'يجب أن يكون كائن JSON'),
  noSearch: (resource) => refusal(`لا توجد في ${resource} حقول للبحث`, 'البحث غير متاح هنا'),
  searchNotText: refusal(`يجب أن يكون 'q' نصًا`, 'يجب أن يكون نصًا'),
  searchTooLong: (max) => refusal(`'q' أطول من ${max} حرفًا`, 'أطول من اللازم'),
  searchNul: refusal(`يجب ألا يحتوي 'q' على محارف فارغة (NUL)`, 'يجب ألا يحتوي على محارف فارغة (NUL)'),
  unknownFilter: (key, resource) => refusal(`عامل تصفية غير معروف '${key}' في ${resource}`, 'ليس عامل تصفية لهذا المورد'),
  unsupportedOp: (field, op) => refusal(`عامل التصفية '${field}' لا يدعم '${op}'`, `لا يدعم '${op}'`),
  tooManyValues: (key, max) => refusal(`يسرد عامل التصفية '${key}' أكثر من ${max} قيمة`, 'قيم أكثر من المسموح'),
  listsNull: (key) => refusal(`لا يمكن أن يسرد عامل التصفية '${key}' القيمة null`, 'لا يمكن أن يسرد null'),
  singleValue: (key) => refusal(`يأخذ عامل التصفية '${key}' قيمة واحدة`, 'يأخذ قيمة واحدة'),
  comparesNull: (key) => refusal(`لا يمكن أن يقارن عامل التصفية '${key}' بالقيمة null`, 'لا يمكن أن يكون null'),
  value: {
    uuid: () => 'يجب أن يكون معرّفًا (UUID)',
    uuidOrKey: () => 'يجب أن يكون معرّفًا (UUID) أو مفتاحًا',
    number: () => 'يجب أن يكون رقمًا',
    wholeNumber: () => 'يجب أن يكون عددًا صحيحًا',
    outOfRange: () => 'خارج النطاق المسموح',
    boolean: () => 'يجب أن يكون true أو false',
    date: () => 'يجب أن يكون تاريخًا (YYYY-MM-DD)',
    dateTime: () => 'يجب أن يكون تاريخًا ووقتًا بصيغة ISO 8601',
    time: () => 'يجب أن يكون وقتًا (HH:MM)',
    oneOf: ({ values }) => `يجب أن يكون إحدى القيم: ${values.join('، ')}`,
    text: () => 'يجب أن يكون نصًا',
    tooLong: () => 'أطول من اللازم',
    noNul: () => 'يجب ألا يحتوي على محارف فارغة (NUL)',
  },
  filterValue: (key, what) => `قيمة عامل التصفية '${key}' غير صحيحة: ${what}`,
};

export const LIST_MESSAGES: Record<Locale, ListMessages> = { en, ar };
