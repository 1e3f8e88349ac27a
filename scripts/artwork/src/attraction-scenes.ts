import { dome, facade } from './city';
import { compose } from './compose';
import { elephant, people, skyline } from './landmarks';
import { etna, palm, roundTree, sky } from './landscape';
import { castello, heroDuomo, heroEtna, heroSea, vista } from './outdoor-scenes';
import { ellipse, palette as p, path, rect, W } from './shapes';

/** Catania's sights, as the city guide shows them; some are an outdoor scene again. */

export function attractionDuomo(): string {
  return heroDuomo();
}
export function attractionElefante(): string {
  const s = sky('golden', 900);
  let b = skyline(820);
  b += rect(0, 820, W, 247, '#4a423c');
  b += elephant(800, 960, 1.8);
  b += people(1030, 6, 7);
  return compose(s, b);
}
export function attractionViaEtnea(): string {
  return vista();
}
export function attractionPescheria(): string {
  const s = sky('day', 600);
  let b = skyline(600);
  b += rect(0, 600, W, 467, '#5c544d');
  const awnings = [p.orange500, p.sea500, p.cream50, p.orange600, p.sea600];
  for (let i = 0; i < 5; i++) {
    const x = 40 + i * 310;
    b += path(
      `M${x} 560 L${x + 290} 560 L${x + 270} 660 L${x + 20} 660 Z`,
      awnings[i] ?? p.orange500,
    );
    for (let k = 0; k < 6; k++)
      b += rect(x + 20 + k * 45, 560, 22, 100, p.cream50, 'opacity="0.35"');
    b +=
      rect(x + 20, 760, 250, 40, p.cream200) +
      rect(x + 30, 800, 12, 120, p.lava800) +
      rect(x + 248, 800, 12, 120, p.lava800);
    b += path(`M${x + 10} 760 L${x + 280} 760 L${x + 260} 700 L${x + 30} 700 Z`, '#dfe9ea');
    for (let f = 0; f < 5; f++) {
      const fx = x + 60 + f * 42;
      b +=
        ellipse(fx, 730, 20, 8, f % 2 ? '#9aa0a6' : '#c9715a') +
        path(`M${fx + 18} 730 L${fx + 30} 720 L${fx + 30} 740 Z`, f % 2 ? '#9aa0a6' : '#c9715a');
    }
  }
  b += people(1010, 10, 11);
  return compose(s, b);
}
export function attractionBellini(): string {
  const s = sky('dusk', 900);
  let b = skyline(760);
  b += rect(380, 300, 840, 480, '#efe0c4') + rect(360, 290, 880, 24, p.cream50);
  for (let i = 0; i < 5; i++)
    b +=
      path(
        `M${460 + i * 160} 770 L${460 + i * 160} 560 A 50 50 0 0 1 ${560 + i * 160} 560 L${560 + i * 160} 770 Z`,
        p.lava800,
      ) +
      rect(452 + i * 160, 360, 116, 120, '#e3cfa9') +
      rect(470 + i * 160, 380, 80, 90, '#f7d9a8', 'opacity="0.85"');
  b += path('M640 290 L800 200 L960 290 Z', '#efe0c4');
  b += rect(0, 780, W, 287, '#4a423c');
  b += people(1000, 8, 13);
  return compose(s, b);
}
export function attractionCastello(): string {
  return castello();
}
export function attractionVillaBellini(): string {
  const s = sky('day', 700);
  let b = etna(1100, 520, 1400, 300, '#8f859a');
  b += rect(0, 520, W, 547, '#7d9a5c');
  b += path('M700 1067 Q 760 800 800 640 Q 840 800 900 1067 Z', '#e8d8bd');
  b +=
    rect(720, 460, 160, 150, p.cream50) +
    path('M700 460 Q 800 380 900 460 Z', p.sea500) +
    rect(790, 520, 20, 90, p.ochre500);
  for (let i = 0; i < 5; i++)
    b +=
      roundTree(100 + i * 140, 760 + (i % 2) * 60, 70) +
      roundTree(1000 + i * 140, 740 + (i % 2) * 70, 70);
  b += palm(620, 700, 0.8) + palm(980, 700, 0.8);
  // flower clock
  b +=
    ellipse(800, 940, 200, 60, p.green700) +
    ellipse(800, 940, 170, 48, '#f2b27a') +
    ellipse(800, 940, 120, 32, p.orange500);
  return compose(s, b);
}
export function attractionBenedettini(): string {
  const s = sky('golden', 700);
  let b = facade(80, 300, 1440, 460, '#e3cfa9', {
    rows: 3,
    cols: 8,
    pediment: true,
    shutters: '#5f7f6a',
  });
  b += dome(1280, 300, 90, p.lava600, p.cream300);
  b += rect(0, 760, W, 307, '#b9a48a');
  for (let i = 0; i < 9; i++)
    b += path(
      `M${80 + i * 170} 1067 L${80 + i * 170} 900 A 70 70 0 0 1 ${220 + i * 170} 900 L${220 + i * 170} 1067 Z`,
      p.lava800,
      'opacity="0.85"',
    );
  return compose(s, b);
}
export function attractionEtna(): string {
  return heroEtna();
}
export function attractionLungomare(): string {
  return heroSea();
}
