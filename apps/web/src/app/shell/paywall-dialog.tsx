// The purchases dialog lives with the subscriptions feature; the shell mounts it on demand.
export { PurchasesDialog as PaywallDialog } from '../../features/subscriptions/components/purchases-dialog';
