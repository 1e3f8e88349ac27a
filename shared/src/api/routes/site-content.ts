import { languageQuery, successBody } from '../../schemas/common';
import {
  apartmentContentInput,
  apartmentContentResponse,
  contentPreviewResponse,
  publishSiteResponse,
  siteStatusResponse,
} from '../../schemas/site-content';
import {
  adminHomePhotosResponse,
  createPhotoRequest,
  createPhotoResponse,
  homePhotos,
  homePhotosInput,
  photoUploadUrlRequest,
  photoUploadUrlResponse,
} from '../../schemas/site-photos';
import {
  adminSiteTextsResponse,
  siteTextsInput,
  siteTextsResponse,
} from '../../schemas/site-texts';
import { route } from '../route';

// The owner's photos and texts ('Foto e testi'), and publishing them to the site.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const getApartmentContent = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/apartments/{id}/content',
  handler: 'get-apartment-content',
  access: 'admin',
  writes: false,
  response: apartmentContentResponse,
});

export const updateApartmentContent = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/apartments/{id}/content',
  handler: 'update-apartment-content',
  access: 'admin',
  writes: true,
  body: apartmentContentInput,
  response: apartmentContentResponse,
});

export const previewApartmentContent = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/apartments/{id}/preview',
  handler: 'preview-apartment-content',
  access: 'admin',
  // The apartment's page in that language.
  query: languageQuery,
  writes: false,
  response: contentPreviewResponse,
});

/** The home in `?lang=` as a publish would write it, from the site texts' and home photos' drafts. */
export const previewHome = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/site/preview',
  handler: 'preview-home',
  access: 'admin',
  query: languageQuery,
  writes: false,
  response: contentPreviewResponse,
});

export const createPhotoUploadUrl = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/photos/upload-url',
  handler: 'create-photo-upload-url',
  access: 'admin',
  writes: false,
  body: photoUploadUrlRequest,
  response: photoUploadUrlResponse,
});

export const createPhoto = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/photos',
  handler: 'create-photo',
  access: 'admin',
  writes: true,
  body: createPhotoRequest,
  response: createPhotoResponse,
});

export const deletePhoto = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/apartments/{id}/photos/{photoId}',
  handler: 'delete-photo',
  access: 'admin',
  writes: true,
  response: successBody,
});

export const getSiteStatus = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/site/status',
  handler: 'get-site-status',
  access: 'admin',
  writes: false,
  response: siteStatusResponse,
});

export const publishSite = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/site/publish',
  handler: 'publish-site',
  access: 'admin',
  writes: true,
  // The pages it writes: their edge copies are dropped.
  invalidatesEdge: true,
  response: publishSiteResponse,
});

export const getSiteTexts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/site/texts',
  handler: 'get-site-texts',
  access: 'public',
  query: languageQuery,
  writes: false,
  response: siteTextsResponse,
});

export const getAdminSiteTexts = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/site/texts',
  handler: 'get-admin-site-texts',
  access: 'admin',
  query: languageQuery,
  writes: false,
  response: adminSiteTextsResponse,
});

export const updateSiteTexts = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/site/texts',
  handler: 'update-site-texts',
  access: 'admin',
  query: languageQuery,
  writes: true,
  body: siteTextsInput,
  response: adminSiteTextsResponse,
});

export const getHomePhotos = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/site/home-photos',
  handler: 'get-home-photos',
  access: 'public',
  writes: false,
  response: homePhotos,
});

export const getAdminHomePhotos = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/site/home-photos',
  handler: 'get-admin-home-photos',
  access: 'admin',
  writes: false,
  response: adminHomePhotosResponse,
});

export const updateHomePhotos = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/admin/site/home-photos',
  handler: 'update-home-photos',
  access: 'admin',
  writes: true,
  body: homePhotosInput,
  response: adminHomePhotosResponse,
});

export const deleteHomePhoto = /* @__PURE__ */ route({
  method: 'DELETE',
  path: '/api/admin/site/home-photos/{photoId}',
  handler: 'delete-home-photo',
  access: 'admin',
  writes: true,
  response: successBody,
});
