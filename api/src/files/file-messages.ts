import type { Locale } from '../i18n/messages';

/** What the files endpoints and the attach step say, in the request's language. */
export interface FileMessages {
  notMultipart: string;
  noFilePart: string;
  emptyFile: string;
  notAFileField(resource: string, field: string): string;
  readOnlyField(field: string): string;
  uploadForbidden(resource: string): string;
  aboutRequired(resource: string): string;
  tooLarge(limit: string): string;
  typeNotAccepted(field: string, types: string): string;
  programRefused(field: string, name: string): string;
  unknownType: string;
  unavailable: string;
}

/** 1048576 → "1 MB", 2500 → "2.4 KB". */
export const sizeText = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
};

const en: FileMessages = {
  notMultipart: 'Send the file as multipart/form-data, in a part named "file"',
  noFilePart: 'The request holds no file: send it in a part named "file"',
  emptyFile: 'The file is empty',
  notAFileField: (resource, field) => `${resource} has no file field '${field}'`,
  readOnlyField: (field) => `'${field}' is read-only: no file can be uploaded for it`,
  uploadForbidden: (resource) => `Your role may neither create nor edit ${resource} records, so it may not upload their files`,
  aboutRequired: (resource) => `A file of ${resource} is for one record: name it as about=<resource>/<id>`,
  tooLarge: (limit) => `The file is larger than this field takes (${limit})`,
  typeNotAccepted: (field, types) => `The file's content is not of a type '${field}' takes (${types})`,
  programRefused: (field, name) => `Programs and scripts are never accepted: '${name}' cannot be uploaded to '${field}'`,
  unknownType: 'The file\'s content is of no known type',
  unavailable: 'Is not a file you uploaded for this field, or it belongs to another record',
};

const ar: FileMessages = {
  notMultipart: 'أرسل الملف بصيغة multipart/form-data في جزء اسمه "file"',
  noFilePart: 'لا يحتوي الطلب على ملف: أرسله في جزء اسمه "file"',
  emptyFile: 'الملف فارغ',
  notAFileField: (resource, field) => `لا يوجد في ${resource} حقل ملفات باسم '${field}'`,
  readOnlyField: (field) => `الحقل '${field}' للقراءة فقط: لا يمكن رفع ملف له`,
  uploadForbidden: (resource) => `لا يسمح دورك بإنشاء سجلات ${resource} أو تعديلها، فلا يمكنه رفع ملفاتها`,
  aboutRequired: (resource) => `ملف ${resource} يخص سجلًا واحدًا: سمِّه بالصيغة about=<resource>/<id>`,
  tooLarge: (limit) => `الملف أكبر مما يقبله هذا الحقل (${limit})`,
  typeNotAccepted: (field, types) => `محتوى الملف ليس من الأنواع التي يقبلها الحقل '${field}' (${types})`,
  programRefused: (field, name) => `لا تُقبل البرامج ولا النصوص البرمجية أبدًا: لا يمكن رفع '${name}' إلى الحقل '${field}'`,
  unknownType: 'محتوى الملف من نوع غير معروف',
  unavailable: 'ليس ملفًا رفعته لهذا الحقل، أو أنه يخص سجلًا آخر',
};

export const FILE_MESSAGES: Record<Locale, FileMessages> = { en, ar };
