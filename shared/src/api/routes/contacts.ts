import {
  contactRequest,
  createContactResponse,
  listContactsResponse,
  updateContactStateRequest,
  updateContactStateResponse,
} from '../../schemas/contact';
import { route } from '../route';

// The contact form, and the messages the owner reads.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const createContact = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/contacts',
  handler: 'create-contact',
  access: 'public',
  writes: true,
  mail: true,
  body: contactRequest,
  response: createContactResponse,
});

export const listContacts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/contacts',
  handler: 'list-contacts',
  access: 'admin',
  writes: false,
  response: listContactsResponse,
});

export const updateContactState = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/contacts/{id}/state',
  handler: 'update-contact-state',
  access: 'admin',
  writes: true,
  body: updateContactStateRequest,
  response: updateContactStateResponse,
});
