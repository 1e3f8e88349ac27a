export {
  type Confirmation,
  ConfirmationError,
  confirmationKeys,
  loadById,
  loadBySession,
  readCachedConfirmation,
  useConfirmation,
} from './api';
export {
  ConfirmationErrorCard,
  ConfirmationLoading,
  ConfirmationPending,
  ConfirmationView,
  useFailureText,
} from './confirmation-view';
