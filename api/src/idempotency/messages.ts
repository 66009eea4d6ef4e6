import type { Locale } from '../i18n/messages';

// What the Idempotency-Key handling says when it refuses, in the product's languages (by Accept-Language).

export interface IdempotencyMessages {
  keyInvalid(max: number): string;
  keyReused: string;
  inProgress: string;
  uploadTooLarge(megabytes: number): string;
}

const en: IdempotencyMessages = {
  keyInvalid: (max) => `The Idempotency-Key header must be 1 to ${max} visible ASCII characters`,
  keyReused: 'This Idempotency-Key was already used with a different request (another method, path or body). Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still running. Wait for it, then send again to get its answer.',
  uploadTooLarge: (megabytes) => `An upload sent with an Idempotency-Key may be at most ${megabytes} MB; send a larger one without the key`,
};

const ar: IdempotencyMessages = {
  keyInvalid: (max) => `يجب أن تكون قيمة الترويسة Idempotency-Key من حرف واحد إلى ${max} حرفًا من حروف ASCII المرئية`,
  keyReused: 'استُخدم مفتاح Idempotency-Key هذا من قبل مع طلب مختلف (طريقة أو مسار أو محتوى آخر). استخدم مفتاحًا جديدًا للطلب الجديد.',
  inProgress: 'ما زال طلب بمفتاح Idempotency-Key هذا قيد التنفيذ. انتظر انتهاءه ثم أعد الإرسال لتحصل على إجابته.',
  uploadTooLarge: (megabytes) => `لا يزيد الملف المرفوع مع مفتاح Idempotency-Key على ${megabytes} ميغابايت؛ أرسل الملف الأكبر دون المفتاح`,
};

export const IDEMPOTENCY_MESSAGES: Record<Locale, IdempotencyMessages> = { en, ar };
