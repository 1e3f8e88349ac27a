export {
  type Confirmation,
  ConfirmationError,
  confirmationKeys,
  loadById,
  loadBySession,
  MESSAGES as CONFIRMATION_MESSAGES,
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
} from './confirmation-view';
