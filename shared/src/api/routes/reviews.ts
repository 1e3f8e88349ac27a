import { languageQuery } from '../../schemas/common';
import {
  adminReviewResponse,
  listAdminReviewsResponse,
  reviewLinkView,
  reviewModeration,
  reviewSubmission,
  reviewsQuery,
  reviewsResponse,
  submitReviewResponse,
} from '../../schemas/review';
import { route } from '../route';

// Reviews: the public list and figures, the guest's personal link, the owner's moderation.
// `/* @__PURE__ */`: a function bundles only its own route (and so its own schemas).

export const getReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/reviews',
  handler: 'get-reviews',
  access: 'public',
  writes: false,
  query: reviewsQuery,
  response: reviewsResponse,
});

export const getReviewLink = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/review-links/{token}',
  handler: 'get-review-link',
  access: 'public',
  writes: false,
  response: reviewLinkView,
});

export const submitReview = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/review-links/{token}',
  handler: 'submit-review',
  access: 'public',
  writes: true,
  // The owner hears of each review waiting for moderation.
  mail: true,
  // The review page's language (`?lang=`, Italian without it): the one the guest wrote in.
  query: languageQuery,
  body: reviewSubmission,
  response: submitReviewResponse,
});

export const listAdminReviews = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/reviews',
  handler: 'list-admin-reviews',
  access: 'admin',
  writes: false,
  response: listAdminReviewsResponse,
});

export const moderateReview = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/reviews',
  handler: 'moderate-review',
  access: 'admin',
  writes: true,
  // What is published changes: GET /api/reviews's edge copies are dropped.
  invalidatesEdge: true,
  body: reviewModeration,
  response: adminReviewResponse,
});
