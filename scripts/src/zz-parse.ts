import { todayInRome } from '@catania/shared/domain/dates';
import { buildFeed } from './bench/ical-feed';
const { parseFeed } = await import('@catania/functions/calendars/parse-feed');
const { publishedWindow } = await import('@catania/functions/availability/availability');
const feed = buildFeed(5000, todayInRome());
const w = publishedWindow(new Date());
for (let i = 0; i < 8; i++) { const s = performance.now(); await parseFeed(feed, w); console.log('parse', (performance.now() - s).toFixed(0)); }
