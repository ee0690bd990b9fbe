// Every e-mail the application sends, in one place. Each template is a pure function
// (data) => { subject, text, html } over the shared pt-BR layout; features import from here.

export { type DuoInvitationData, duoInvitation } from './duo-invitation.js';
export { type HandoutsSharedData, handoutsShared } from './handouts-shared.js';
export { escapeHtml, html, layout, type MailContent, SafeHtml, textLayout } from './layout.js';
export { type PrescriptionSharedData, prescriptionShared } from './prescription-shared.js';
export { type SignInCodeData, signInCode } from './sign-in-code.js';
export { type SubscriptionReceiptData, subscriptionReceipt } from './subscription-receipt.js';
export {
  type SupportAcknowledgementData,
  type SupportMessageData,
  supportAcknowledgement,
  supportMessage,
} from './support-message.js';
