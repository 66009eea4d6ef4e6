import { HttpStatus } from '@nestjs/common';
import type { Pool } from 'pg';
import { allows, type PermissionStore } from '../access/permission-store';
import { ACCESS_MESSAGES } from '../access/messages';
import type { CurrentPassword } from '../auth/account/current-password';
import type { ClientContext } from '../auth/shared/client-context';
import { ApiError, badRequest, conflict } from '../crud/errors';
import type { AuthUser } from '../http/request-user';
import type { Locale } from '../i18n/messages';
import { DeliveryError } from '../outbox/delivery-error';
import type { RuleMessages } from '../rules/rule-messages';
import { clubSellerOf } from './club-seller';
import type { FatooraEnvironment } from './csr';
import type { Zatca } from './install-zatca';
import { OnboardingRefused } from './onboarding';
import type { ZatcaPlainSettings } from './zatca-settings';

/** The page whose permissions guard ZATCA's settings, as every integration's: /apps. */
const APPS_PAGE = 'apps';
const ENVIRONMENTS: readonly FatooraEnvironment[] = ['sandbox', 'simulation', 'production'];
const TEXT_FIELDS = ['street', 'district', 'city'] as const;
const MAX_TEXT = 127;

/** ZATCA's settings as the apps page shows them: plain values, and whether each secret is held (never its value). */
export interface ZatcaView extends ZatcaPlainSettings {
  keys: { privateKey: boolean; complianceCsid: boolean; productionCsid: boolean };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * /api/zatca: ZATCA's settings and onboarding for the apps page. Read with the page's `show`;
 * changed with its `edit` (the top rank's) and the user's current password, like the senders.
 */
export class ZatcaAdmin {
  constructor(private readonly deps: { zatca: Zatca; pool: Pool; permissions: PermissionStore; currentPassword: CurrentPassword; messages: RuleMessages }) {}

  private text(locale: Locale, key: string, values: Record<string, string> = {}): string {
    return this.deps.messages.resourceText(locale, 'invoices', key, values) ?? key;
  }

  async view(user: AuthUser, locale: Locale): Promise<ZatcaView> {
    await this.require(user, 'show', locale);
    const { secrets, ...plain } = await this.deps.zatca.settings.read();
    return { ...plain, keys: { privateKey: Boolean(secrets.privateKey), complianceCsid: Boolean(secrets.complianceToken), productionCsid: Boolean(secrets.productionToken) } };
  }

  /** Saves the plain settings ({ settings, currentPassword }); phase 2 is switched on only once onboarded. */
  async save(user: AuthUser, body: unknown, context: ClientContext): Promise<ZatcaView> {
    const { locale } = context;
    await this.require(user, 'edit', locale);
    const settings = isObject(body) && isObject(body.settings) ? body.settings : undefined;
    if (!settings) throw badRequest(this.text(locale, 'zatcaSettingsBody'));
    const current = await this.deps.zatca.settings.read();
    const errors: Record<string, string> = {};
    const change: Partial<ZatcaPlainSettings> = {};
    if ('environment' in settings) {
      if (ENVIRONMENTS.includes(settings.environment as FatooraEnvironment)) change.environment = settings.environment as FatooraEnvironment;
      else errors.environment = this.text(locale, 'zatcaEnvironment');
    }
    if ('crn' in settings) {
      if (/^\d{10}$/.test(String(settings.crn))) change.crn = String(settings.crn);
      else errors.crn = this.text(locale, 'zatcaCrn');
    }
    for (const name of ['unitName', 'branchName', 'industry'] as const) {
      if (!(name in settings)) continue;
      if (String(settings[name] ?? '').length <= MAX_TEXT) change[name] = String(settings[name] ?? '').trim();
      else errors[name] = this.text(locale, 'zatcaText');
    }
    if (isObject(settings.address)) {
      const address = { ...current.address };
      const given = settings.address;
      if ('buildingNumber' in given) {
        if (/^\d{4}$/.test(String(given.buildingNumber))) address.buildingNumber = String(given.buildingNumber);
        else errors['address.buildingNumber'] = this.text(locale, 'zatcaBuildingNumber');
      }
      if ('postalCode' in given) {
        if (/^\d{5}$/.test(String(given.postalCode))) address.postalCode = String(given.postalCode);
        else errors['address.postalCode'] = this.text(locale, 'zatcaPostalCode');
      }
      for (const name of TEXT_FIELDS) {
        if (!(name in given)) continue;
        const value = String(given[name] ?? '').trim();
        if (value && value.length <= MAX_TEXT) address[name] = value;
        else errors[`address.${name}`] = this.text(locale, 'zatcaText');
      }
      change.address = address;
    }
    if ('phaseTwo' in settings) {
      if (settings.phaseTwo === true && current.onboarding !== 'production') errors.phaseTwo = this.text(locale, 'zatcaPhaseTwoFirst');
      else change.phaseTwo = settings.phaseTwo === true;
    }
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
    await this.confirm(user, body, context);
    await this.deps.zatca.settings.write(change, user.id);
    return this.view(user, locale);
  }

  /**
   * Onboards the unit with the Fatoora portal's one-time password ({ otp, currentPassword }); with
   * no password, resumes an onboarding that has its compliance CSID (ZATCA was away after it).
   */
  async onboard(user: AuthUser, body: unknown, context: ClientContext): Promise<ZatcaView> {
    const { locale } = context;
    await this.require(user, 'edit', locale);
    const otp = isObject(body) && body.otp !== undefined && body.otp !== '' ? String(body.otp) : undefined;
    const resumable = (await this.deps.zatca.settings.read()).onboarding === 'compliance';
    if (otp === undefined ? !resumable : !/^\d{6}$/.test(otp)) throw badRequest(this.text(locale, 'zatcaOtp'), { otp: this.text(locale, 'zatcaOtp') });
    await this.confirm(user, body, context);
    // The samples of the compliance checks carry the seller's details: ZATCA refuses them without.
    const { crn, address } = await this.deps.zatca.settings.read();
    if (!crn || Object.values(address).some((part) => !part)) throw conflict(this.text(locale, 'zatcaDetailsFirst'));
    const seller = await clubSellerOf(this.deps.pool);
    if (!seller) throw conflict(this.text(locale, 'zatcaSellerFirst'));
    try {
      await this.deps.zatca.onboard(otp, seller, user.id);
    } catch (error) {
      if (error instanceof OnboardingRefused && error.step === 'otp') throw badRequest(this.text(locale, 'zatcaOtpRefused'), { otp: this.text(locale, 'zatcaOtpRefused') });
      if (error instanceof OnboardingRefused) throw conflict(this.text(locale, 'zatcaChecksFailed', { messages: error.messages.join('; ') }));
      if (error instanceof DeliveryError) throw new ApiError(HttpStatus.BAD_GATEWAY, this.text(locale, 'zatcaUnreachable'));
      throw error;
    }
    return this.view(user, locale);
  }

  private confirm(user: AuthUser, body: unknown, context: ClientContext): Promise<void> {
    return this.deps.currentPassword.confirm(user.id, isObject(body) ? body.currentPassword : undefined, context, {
      field: 'currentPassword',
      event: 'authn_login_fail',
      detail: 'wrong current password to change ZATCA e-invoicing',
    });
  }

  private async require(user: AuthUser, action: 'show' | 'edit', locale: Locale): Promise<void> {
    if (allows(await this.deps.permissions.role(user.role), APPS_PAGE, [action])) return;
    throw new ApiError(HttpStatus.FORBIDDEN, ACCESS_MESSAGES[locale].forbidden(action, APPS_PAGE));
  }
}
