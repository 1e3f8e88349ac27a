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
  capitalise,
  Detail,
  StayDetails,
  useFailureText,
} from './confirmation-view';
