// A line's VAT category (ZATCA's UNTDID 5305 subset): S standard-rated, Z zero-rated, E exempt,
// each without VAT naming its reason by ZATCA's code and words.

export type VatCategory = 'S' | 'Z' | 'E';

export interface VatTreatment {
  category: VatCategory;
  /** Zero-rated and exempt lines only. */
  reasonCode?: string;
  reason?: string;
}

const REASONS: Record<string, VatTreatment> = {
  financialServices: { category: 'E', reasonCode: 'VATEX-SA-29', reason: 'Financial services mentioned in Article 29 of the VAT Regulations' },
  residentialRealEstate: { category: 'E', reasonCode: 'VATEX-SA-30', reason: 'Real estate transactions mentioned in Article 30 of the VAT Regulations' },
  exportOfGoods: { category: 'Z', reasonCode: 'VATEX-SA-32', reason: 'Export of goods' },
  exportOfServices: { category: 'Z', reasonCode: 'VATEX-SA-33', reason: 'Export of services' },
  qualifyingMedicines: { category: 'Z', reasonCode: 'VATEX-SA-35', reason: 'Medicines and medical equipment' },
  privateEducation: { category: 'Z', reasonCode: 'VATEX-SA-EDU', reason: 'Private education to citizen' },
  privateHealthcare: { category: 'Z', reasonCode: 'VATEX-SA-HEA', reason: 'Private healthcare to citizen' },
};

/** A line with VAT is standard-rated; one without takes its category from its reason (none: undefined, refused on issue). */
export const vatTreatmentOf = (rate: number, reason: unknown): VatTreatment | undefined => {
  if (rate > 0) return { category: 'S' };
  return typeof reason === 'string' ? REASONS[reason] : undefined;
};
