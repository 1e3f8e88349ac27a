/**
 * Every scene, by the name generate.ts gives a path: the apartments' rooms (room-scenes.ts), the
 * heroes, outdoor spaces and fallback (outdoor-scenes.ts), the city's sights (attraction-scenes.ts).
 * They are drawn from shapes.ts, landscape.ts, city.ts, landmarks.ts, interiors.ts and
 * furniture.ts, and joined by compose.ts.
 */
export * from './attraction-scenes';
export * from './outdoor-scenes';
export * from './room-scenes';
export { id, linear } from './shapes';
