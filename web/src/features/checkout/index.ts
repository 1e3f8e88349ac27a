export { NewCheckout } from './new-checkout';
