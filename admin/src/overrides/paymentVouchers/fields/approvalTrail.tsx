import { ApprovalTrailField } from '../../../fields/ApprovalTrailField';

/** The steps of the payments' route the voucher is signed on, by its amount, and every signature. */
export default ApprovalTrailField;
