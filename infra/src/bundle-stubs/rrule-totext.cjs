// Stands in for `rrule-temporal/totext` in the Lambda bundles (see infra/src/bundling.ts): node-ical
// requires it for `rrule.toText()`, an English description of a rule that this product never asks for.
exports.toText = () => {
  throw new Error('rrule-temporal/totext is not bundled in this function');
};
