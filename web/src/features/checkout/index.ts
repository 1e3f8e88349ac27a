export { NewCheckout } from './new-checkout';
export { ResumeCheckout } from './resume-checkout';
