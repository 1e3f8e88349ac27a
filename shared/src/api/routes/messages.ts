import { successBody } from '../../schemas/common';
import {
  listMessageTemplatesResponse,
  messageTemplateInput,
  messageTemplateResponse,
  previewMessageRequest,
  previewMessageResponse,
  previewStaysResponse,
  stayMessageResponse,
  stayMessagesResponse,
} from '../../schemas/messages';
import { route } from '../route';

// The host's scheduled messages: the owner's templates and each stay's timeline.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const listMessageTemplates = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/message-templates',
  handler: 'list-message-templates',
  access: 'admin',
  writes: false,
  response: listMessageTemplatesResponse,
});

export const updateMessageTemplate = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/message-templates/{id}',
  handler: 'update-message-template',
  access: 'admin',
  writes: true,
  body: messageTemplateInput,
  response: messageTemplateResponse,
});

/** Back to the house's text (a general template) or to the general one (a variant). */
export const resetMessageTemplate = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/message-templates/{id}',
  handler: 'reset-message-template',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const previewMessageTemplate = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/message-templates/preview',
  handler: 'preview-message-template',
  access: 'admin',
  writes: false,
  body: previewMessageRequest,
  response: previewMessageResponse,
});

export const listPreviewStays = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/message-templates/stays',
  handler: 'list-preview-stays',
  access: 'admin',
  writes: false,
  response: previewStaysResponse,
});

export const listStayMessages = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/stays/{stayKey}/messages',
  handler: 'list-stay-messages',
  access: 'admin',
  writes: false,
  response: stayMessagesResponse,
});

export const sendStayMessage = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/stays/{stayKey}/messages/{kind}/send',
  handler: 'send-stay-message',
  access: 'admin',
  writes: true,
  mail: true,
  response: stayMessageResponse,
});

export const skipStayMessage = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/stays/{stayKey}/messages/{kind}/skip',
  handler: 'skip-stay-message',
  access: 'admin',
  writes: true,
  response: stayMessageResponse,
});
