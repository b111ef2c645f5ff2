/**
 * Demo pictures drawn as SVG and rasterised with sharp at seed time, so a fresh install has
 * recognisable photos-like images (rooms, offices, city skylines) without shipping binaries or
 * downloading anything. Each drawing is deterministic: the same key always gives the same image.
 */

export interface Palette {
  wall: string;
  wallShade: string;
  floor: string;
  floorShade: string;
  accent: string;
  fabric: string;
  wood: string;
}

export const palettes = {
  warm: {
    wall: '#f3e6d3',
    wallShade: '#e2cdb0',
    floor: '#b98a5e',
    floorShade: '#8c6241',
    accent: '#d9822b',
    fabric: '#7a8f6a',
    wood: '#6b4a2f',
  },
  cool: {
    wall: '#e4ebf1',
    wallShade: '#c9d5e0',
    floor: '#9aa7b4',
    floorShade: '#6f7c89',
    accent: '#2f6f9f',
    fabric: '#3f5873',
    wood: '#5b4636',
  },
  green: {
    wall: '#eef0e4',
    wallShade: '#d5dbc4',
    floor: '#c2a27c',
    floorShade: '#94765a',
    accent: '#4f7d4a',
    fabric: '#a7b89a',
    wood: '#70523a',
  },
  rose: {
    wall: '#f5e4e1',
    wallShade: '#e5c9c3',
    floor: '#c9a584',
    floorShade: '#9c7b5e',
    accent: '#b5545c',
    fabric: '#d8a7a0',
    wood: '#6a4633',
  },
  slate: {
    wall: '#dfe2e6',
    wallShade: '#bfc5cc',
    floor: '#5d646c',
    floorShade: '#3e444a',
    accent: '#e0a43a',
    fabric: '#2e3a46',
    wood: '#3b2f28',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;
export type SkylineCity = 'HN' | 'HCM' | 'HP';
export type SkyTime = 'day' | 'sunset' | 'night';

export type Drawing =
  | { scene: 'living'; palette: PaletteName; time: SkyTime }
  | { scene: 'bedroom'; palette: PaletteName; time: SkyTime }
  | { scene: 'kitchen'; palette: PaletteName }
  | { scene: 'office'; palette: PaletteName; time: SkyTime }
  | { scene: 'pool'; time: SkyTime }
  | { scene: 'skyline'; city: SkylineCity; time: SkyTime }
  | { scene: 'bathroom'; palette: PaletteName }
  | { scene: 'balcony'; palette: PaletteName; time: SkyTime }
  | { scene: 'meeting'; palette: PaletteName; time: SkyTime }
  | { scene: 'building'; palette: PaletteName; time: SkyTime }
  | { scene: 'gym'; palette: PaletteName }
  | { scene: 'lobby'; palette: PaletteName }
  | { scene: 'street'; time: SkyTime }
  | { scene: 'food'; palette: PaletteName }
  | { scene: 'park'; time: SkyTime }
  | { scene: 'logo'; name: string; hue: number };

/** A small deterministic generator so windows and buildings vary but never change between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

const skies: Record<SkyTime, [string, string, string]> = {
  day: ['#7fb8e6', '#b9dcf3', '#eef7fc'],
  sunset: ['#3d3b74', '#e0795a', '#f8c97a'],
  night: ['#0c1230', '#1f2b5c', '#3a4a7d'],
};

function skyGradient(id: string, time: SkyTime): string {
  const [top, middle, bottom] = skies[time];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** Rows of towers with lit or dark windows: used both for skylines and for the view from a window. */
function towers(
  x: number,
  y: number,
  width: number,
  height: number,
  seed: number,
  time: SkyTime,
  scale = 1,
): string {
  const next = random(seed);
  const body =
    time === 'night'
      ? ['#1b2240', '#232c52', '#2a335e']
      : time === 'sunset'
        ? ['#5b4a6b', '#6d5570', '#7c5f6e']
        : ['#8fa3b8', '#a4b5c6', '#7f93a8'];
  const lit = time === 'night' ? '#ffd77a' : time === 'sunset' ? '#ffc98a' : '#d9ecf8';
  let svg = '';
  let cursor = x;
  while (cursor < x + width) {
    const w = (40 + next() * 70) * scale;
    const h = height * (0.3 + next() * 0.7);
    const colour = body[Math.floor(next() * body.length)] ?? body[0];
    svg += `<rect x="${cursor.toFixed(1)}" y="${(y + height - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${colour}"/>`;
    for (let wy = y + height - h + 10 * scale; wy < y + height - 12 * scale; wy += 16 * scale) {
      for (let wx = cursor + 7 * scale; wx < cursor + w - 10 * scale; wx += 14 * scale) {
        if (next() < (time === 'night' ? 0.45 : 0.7)) {
          svg += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="${(7 * scale).toFixed(1)}" height="${(9 * scale).toFixed(1)}" fill="${lit}" opacity="${time === 'day' ? 0.7 : 0.9}"/>`;
        }
      }
    }
    cursor += w + (2 + next() * 10) * scale;
  }
  return svg;
}

function plant(x: number, y: number, size: number, colour: string): string {
  return `<g><path d="M${x - size * 0.35} ${y} L${x + size * 0.35} ${y} L${x + size * 0.25} ${y + size * 0.6} L${x - size * 0.25} ${y + size * 0.6} Z" fill="#e9e4dc" stroke="#c8c0b3" stroke-width="2"/>
    <ellipse cx="${x - size * 0.3}" cy="${y - size * 0.45}" rx="${size * 0.22}" ry="${size * 0.55}" fill="${colour}" transform="rotate(-25 ${x - size * 0.3} ${y - size * 0.45})"/>
    <ellipse cx="${x + size * 0.3}" cy="${y - size * 0.5}" rx="${size * 0.22}" ry="${size * 0.6}" fill="${colour}" transform="rotate(25 ${x + size * 0.3} ${y - size * 0.5})"/>
    <ellipse cx="${x}" cy="${y - size * 0.75}" rx="${size * 0.2}" ry="${size * 0.75}" fill="${colour}" opacity="0.9"/></g>`;
}

function windowView(
  x: number,
  y: number,
  w: number,
  h: number,
  time: SkyTime,
  seed: number,
  frame: string,
): string {
  const id = `view${seed}`;
  return `<defs>${skyGradient(id, time)}<clipPath id="clip${seed}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath></defs>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id})"/>
    <g clip-path="url(#clip${seed})">${towers(x - 20, y + h * 0.35, w + 40, h * 0.65, seed, time, 0.8)}</g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${frame}" stroke-width="14"/>
    <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${frame}" stroke-width="8"/>`;
}

function room(p: Palette): string {
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.wallShade}"/><stop offset="0.5" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wallShade}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floorShade}"/><stop offset="1" stop-color="${p.floor}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#wall)"/>
    <polygon points="0,1000 1600,1000 1600,720 0,720" fill="url(#floor)"/>
    <rect x="0" y="712" width="1600" height="10" fill="${p.wallShade}"/>`;
}

function living(p: Palette, time: SkyTime): string {
  return `${room(p)}
    ${windowView(880, 150, 600, 440, time, 11, '#f7f7f5')}
    <rect x="860" y="130" width="40" height="560" fill="${p.accent}" opacity="0.35"/>
    <rect x="1460" y="130" width="40" height="560" fill="${p.accent}" opacity="0.35"/>
    <rect x="170" y="230" width="300" height="200" fill="${p.wood}"/><rect x="182" y="242" width="276" height="176" fill="${p.accent}" opacity="0.7"/>
    <circle cx="320" cy="330" r="60" fill="${p.wall}" opacity="0.6"/>
    <ellipse cx="650" cy="880" rx="520" ry="70" fill="${p.fabric}" opacity="0.35"/>
    <rect x="180" y="560" width="660" height="170" rx="30" fill="${p.fabric}"/>
    <rect x="150" y="600" width="90" height="190" rx="30" fill="${p.fabric}"/>
    <rect x="780" y="600" width="90" height="190" rx="30" fill="${p.fabric}"/>
    <rect x="220" y="680" width="600" height="110" rx="20" fill="${p.fabric}" opacity="0.85"/>
    <rect x="260" y="590" width="140" height="100" rx="18" fill="${p.accent}"/><rect x="600" y="590" width="140" height="100" rx="18" fill="${p.wall}"/>
    <rect x="420" y="830" width="360" height="24" rx="8" fill="${p.wood}"/><rect x="440" y="854" width="16" height="70" fill="${p.wood}"/><rect x="744" y="854" width="16" height="70" fill="${p.wood}"/>
    <circle cx="520" cy="815" r="16" fill="${p.accent}"/><rect x="600" y="800" width="80" height="30" rx="6" fill="#f4f1ea"/>
    <line x1="1050" y1="700" x2="1050" y2="420" stroke="#333" stroke-width="6"/><path d="M1000 420 L1100 420 L1080 360 L1020 360 Z" fill="#f6e7c8"/>
    <ellipse cx="1050" cy="705" rx="45" ry="10" fill="#333"/>
    ${plant(1380, 760, 110, '#3f7a3a')}`;
}

function bedroom(p: Palette, time: SkyTime): string {
  return `${room(p)}
    ${windowView(1080, 170, 380, 420, time, 23, '#fbfaf7')}
    <rect x="1040" y="140" width="70" height="600" fill="${p.fabric}" opacity="0.8"/><rect x="1430" y="140" width="70" height="600" fill="${p.fabric}" opacity="0.8"/>
    <rect x="230" y="330" width="640" height="260" rx="24" fill="${p.wood}"/>
    <rect x="190" y="560" width="720" height="250" rx="20" fill="#fbfaf6"/>
    <rect x="190" y="650" width="720" height="160" rx="20" fill="${p.fabric}"/>
    <rect x="190" y="800" width="720" height="40" fill="${p.floorShade}" opacity="0.6"/>
    <rect x="260" y="500" width="230" height="100" rx="30" fill="#ffffff"/><rect x="610" y="500" width="230" height="100" rx="30" fill="#ffffff"/>
    <rect x="380" y="560" width="340" height="70" rx="24" fill="${p.accent}" opacity="0.8"/>
    <rect x="40" y="610" width="130" height="150" rx="8" fill="${p.wood}"/><rect x="930" y="610" width="130" height="150" rx="8" fill="${p.wood}"/>
    <path d="M70 610 L140 610 L125 540 L85 540 Z" fill="#f6e7c8"/><path d="M960 610 L1030 610 L1015 540 L975 540 Z" fill="#f6e7c8"/>
    <rect x="340" y="170" width="420" height="120" fill="${p.accent}" opacity="0.25"/>`;
}

function kitchen(p: Palette): string {
  let cabinets = '';
  for (let i = 0; i < 7; i += 1) {
    cabinets += `<rect x="${120 + i * 190}" y="150" width="180" height="210" rx="6" fill="${p.wall}" stroke="${p.wallShade}" stroke-width="4"/>`;
    cabinets += `<rect x="${120 + i * 190}" y="520" width="180" height="190" rx="6" fill="${p.wood}"/><rect x="${200 + i * 190}" y="540" width="20" height="6" fill="#d9d9d9"/>`;
  }
  let pendants = '';
  for (const x of [520, 800, 1080]) {
    pendants += `<line x1="${x}" y1="0" x2="${x}" y2="250" stroke="#2b2b2b" stroke-width="3"/><path d="M${x - 50} 300 L${x + 50} 300 L${x + 30} 250 L${x - 30} 250 Z" fill="${p.accent}"/><ellipse cx="${x}" cy="305" rx="40" ry="8" fill="#fff3c4"/>`;
  }
  return `${room(p)}
    <rect x="100" y="370" width="1400" height="130" fill="#f1eee8"/>
    ${cabinets}
    <rect x="100" y="495" width="1400" height="28" fill="#ece7df"/>
    <rect x="760" y="400" width="160" height="90" rx="6" fill="#3a3a3a"/><circle cx="800" cy="445" r="18" fill="#555"/><circle cx="880" cy="445" r="18" fill="#555"/>
    <rect x="300" y="740" width="1000" height="60" rx="8" fill="#f4f1ea"/><rect x="330" y="800" width="940" height="150" fill="${p.wood}"/>
    ${pendants}
    <rect x="420" y="700" width="90" height="40" rx="10" fill="${p.fabric}"/><circle cx="1100" cy="720" r="28" fill="${p.accent}"/>
    ${plant(1420, 470, 60, '#4f8a3f')}`;
}

function office(p: Palette, time: SkyTime): string {
  let glass = '';
  for (let i = 0; i < 5; i += 1) glass += windowView(60 + i * 300, 90, 280, 420, time, 40 + i, '#6b7480');
  let desks = '';
  for (let row = 0; row < 2; row += 1) {
    for (let i = 0; i < 4; i += 1) {
      const x = 140 + i * 360 + row * 60;
      const y = 620 + row * 170;
      desks += `<rect x="${x}" y="${y}" width="300" height="24" fill="#f2f2f0"/><rect x="${x + 12}" y="${y + 24}" width="12" height="110" fill="#777"/><rect x="${x + 276}" y="${y + 24}" width="12" height="110" fill="#777"/>
        <rect x="${x + 100}" y="${y - 110}" width="120" height="80" rx="6" fill="#222"/><rect x="${x + 106}" y="${y - 104}" width="108" height="68" fill="${p.accent}" opacity="0.55"/><rect x="${x + 150}" y="${y - 30}" width="20" height="30" fill="#333"/>
        <rect x="${x + 110}" y="${y + 40}" width="100" height="90" rx="16" fill="${p.fabric}"/>`;
    }
  }
  return `<rect width="1600" height="1000" fill="${p.wall}"/>
    ${glass}
    <polygon points="0,1000 1600,1000 1600,560 0,560" fill="${p.floor}"/>
    <rect x="0" y="540" width="1600" height="24" fill="${p.wallShade}"/>
    ${desks}
    ${plant(60, 930, 90, '#3d7b3a')}${plant(1540, 930, 90, '#3d7b3a')}`;
}

function pool(time: SkyTime): string {
  return `<defs>${skyGradient('sky', time)}<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4fc3dc"/><stop offset="1" stop-color="#1a7fa6"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    ${towers(0, 180, 1600, 400, 77, time)}
    <rect x="0" y="560" width="1600" height="440" fill="#e8e1d6"/>
    <polygon points="120,640 1480,640 1560,900 40,900" fill="url(#water)"/>
    <path d="M200 720 Q400 700 600 720 T1000 720 T1400 720" stroke="#bfeaf4" stroke-width="6" fill="none" opacity="0.7"/>
    <path d="M160 810 Q420 790 680 810 T1200 810 T1500 810" stroke="#bfeaf4" stroke-width="6" fill="none" opacity="0.6"/>
    <rect x="0" y="570" width="1600" height="16" fill="#cfc6b8"/>
    <g fill="#ffffff"><rect x="150" y="930" width="220" height="30" rx="8"/><rect x="520" y="930" width="220" height="30" rx="8"/><rect x="890" y="930" width="220" height="30" rx="8"/></g>
    <path d="M1300 940 L1400 800 L1500 940 Z" fill="#e07a3f"/><line x1="1400" y1="800" x2="1400" y2="990" stroke="#555" stroke-width="6"/>`;
}

/** Each city gets one landmark shape so the three skylines are told apart at a glance. */
function landmark(city: SkylineCity, time: SkyTime): string {
  const dark = time === 'night' ? '#141a36' : time === 'sunset' ? '#3f3050' : '#5f7286';
  if (city === 'HCM') {
    // A tall tower with a helipad ring, as on the Saigon riverside.
    return `<path d="M760 720 L780 170 Q800 120 830 170 L850 720 Z" fill="${dark}"/><ellipse cx="815" cy="300" rx="70" ry="14" fill="${dark}"/>
      <rect x="1080" y="260" width="120" height="460" fill="${dark}"/><polygon points="1080,260 1140,190 1200,260" fill="${dark}"/>`;
  }
  if (city === 'HP') {
    // Harbour cranes: Hai Phong is the north's port city.
    let cranes = '';
    for (const x of [1050, 1250, 1420]) {
      cranes += `<rect x="${x}" y="380" width="26" height="360" fill="#c0392b"/><rect x="${x - 120}" y="380" width="260" height="22" fill="#c0392b"/><line x1="${x + 13}" y1="300" x2="${x - 110}" y2="390" stroke="#c0392b" stroke-width="6"/><line x1="${x + 13}" y1="300" x2="${x + 130}" y2="390" stroke="#c0392b" stroke-width="6"/><rect x="${x}" y="290" width="26" height="100" fill="#c0392b"/>`;
    }
    return `${cranes}<rect x="900" y="690" width="700" height="50" fill="#34495e"/>
      <g fill="#2e86c1"><rect x="960" y="640" width="90" height="50"/><rect x="1060" y="640" width="90" height="50" fill="#e67e22"/><rect x="1160" y="640" width="90" height="50" fill="#27ae60"/><rect x="1300" y="640" width="90" height="50"/></g>`;
  }
  // Hanoi: a small tower on an islet in a lake, like the one in Hoan Kiem lake.
  return `<ellipse cx="400" cy="840" rx="130" ry="22" fill="#4a6b3a"/>
    <rect x="350" y="740" width="100" height="95" fill="#a08f7a"/><rect x="365" y="690" width="70" height="50" fill="#a08f7a"/><rect x="378" y="650" width="44" height="40" fill="#a08f7a"/>
    <polygon points="335,742 465,742 400,722" fill="#6d5d4b"/><polygon points="352,692 448,692 400,674" fill="#6d5d4b"/><polygon points="368,652 432,652 400,630" fill="#6d5d4b"/>
    <path d="M372 835 a12 16 0 0 1 24 0 Z M404 835 a12 16 0 0 1 24 0 Z" fill="#3b3126"/>`;
}

function skyline(city: SkylineCity, time: SkyTime): string {
  const seed = city === 'HN' ? 101 : city === 'HCM' ? 202 : 303;
  const water = time === 'night' ? '#16204a' : time === 'sunset' ? '#8b5e7a' : '#5d9cc7';
  const sun =
    time === 'night'
      ? `<circle cx="1350" cy="160" r="50" fill="#f4f1d0"/>`
      : time === 'sunset'
        ? `<circle cx="300" cy="600" r="110" fill="#ffb260" opacity="0.9"/>`
        : `<circle cx="1380" cy="150" r="70" fill="#fff6c9"/>`;
  return `<defs>${skyGradient('sky', time)}<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${water}"/><stop offset="1" stop-color="#0f2a3d"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>${sun}
    ${towers(0, 330, 1600, 400, seed, time)}
    ${landmark(city, time)}
    <rect x="0" y="740" width="1600" height="260" fill="url(#water)"/>
    <g opacity="0.35" fill="#ffffff"><rect x="100" y="790" width="260" height="4"/><rect x="520" y="830" width="380" height="4"/><rect x="1000" y="780" width="300" height="4"/><rect x="300" y="900" width="420" height="4"/><rect x="1100" y="920" width="320" height="4"/></g>`;
}

function bathroom(p: Palette): string {
  let tiles = '';
  for (let y = 0; y < 720; y += 80) {
    for (let x = 0; x < 1600; x += 80) {
      tiles += `<rect x="${x + 2}" y="${y + 2}" width="76" height="76" fill="${(x + y) % 160 === 0 ? p.wall : p.wallShade}"/>`;
    }
  }
  return `<rect width="1600" height="1000" fill="${p.wallShade}"/>${tiles}
    <rect x="0" y="720" width="1600" height="280" fill="${p.floorShade}"/>
    <rect x="120" y="560" width="720" height="240" rx="60" fill="#fbfbf9" stroke="#d8d8d4" stroke-width="6"/>
    <rect x="150" y="580" width="660" height="60" rx="30" fill="#bfe3ee"/>
    <rect x="760" y="460" width="14" height="120" fill="#b8b8b8"/><rect x="720" y="450" width="70" height="14" rx="7" fill="#b8b8b8"/>
    <rect x="1020" y="420" width="420" height="60" rx="10" fill="${p.wood}"/><rect x="1040" y="480" width="380" height="240" fill="${p.wood}" opacity="0.85"/>
    <ellipse cx="1230" cy="430" rx="120" ry="26" fill="#ffffff"/>
    <rect x="1080" y="120" width="300" height="260" rx="16" fill="#dfeff5" stroke="#c0c0c0" stroke-width="8"/>
    <rect x="1110" y="150" width="240" height="200" rx="10" fill="#eef7fa" opacity="0.8"/>
    <rect x="300" y="300" width="26" height="220" fill="${p.accent}"/><rect x="330" y="320" width="140" height="200" rx="12" fill="${p.fabric}"/>
    ${plant(1500, 760, 70, '#4f8a3f')}`;
}

function balcony(p: Palette, time: SkyTime): string {
  let rails = '';
  for (let x = 40; x < 1600; x += 60)
    rails += `<rect x="${x}" y="640" width="12" height="240" fill="#e8e8e4"/>`;
  return `<defs>${skyGradient('sky', time)}</defs><rect width="1600" height="1000" fill="url(#sky)"/>
    ${towers(0, 260, 1600, 420, 131, time)}
    <rect x="0" y="620" width="1600" height="24" fill="#f2f2ee"/>${rails}
    <rect x="0" y="880" width="1600" height="120" fill="${p.floor}"/>
    <rect x="200" y="760" width="220" height="20" rx="8" fill="${p.wood}"/><rect x="300" y="780" width="16" height="100" fill="${p.wood}"/>
    <rect x="460" y="720" width="140" height="160" rx="24" fill="${p.fabric}"/>
    ${plant(1300, 860, 110, '#3f7a3a')}${plant(1460, 870, 80, '#4f8a3f')}
    <circle cx="250" cy="745" r="14" fill="${p.accent}"/>`;
}

function meeting(p: Palette, time: SkyTime): string {
  let chairs = '';
  for (let i = 0; i < 5; i += 1) {
    chairs += `<rect x="${380 + i * 190}" y="520" width="110" height="120" rx="20" fill="${p.fabric}"/>`;
    chairs += `<rect x="${380 + i * 190}" y="820" width="110" height="120" rx="20" fill="${p.fabric}"/>`;
  }
  return `<rect width="1600" height="1000" fill="${p.wall}"/>
    ${windowView(80, 90, 520, 380, time, 61, '#5d646c')}
    <rect x="720" y="110" width="700" height="340" rx="8" fill="#1f2328"/><rect x="740" y="130" width="660" height="300" fill="${p.accent}" opacity="0.45"/>
    <rect x="800" y="200" width="260" height="24" fill="#ffffff" opacity="0.8"/><rect x="800" y="250" width="420" height="16" fill="#ffffff" opacity="0.6"/><rect x="800" y="290" width="360" height="16" fill="#ffffff" opacity="0.6"/>
    <polygon points="0,1000 1600,1000 1600,600 0,600" fill="${p.floor}"/>
    ${chairs}
    <rect x="300" y="640" width="1050" height="170" rx="80" fill="${p.wood}"/>
    <rect x="520" y="700" width="90" height="8" fill="#f4f1ea"/><rect x="900" y="690" width="70" height="44" rx="6" fill="#2b2b2b"/>
    ${plant(120, 930, 100, '#3d7b3a')}`;
}

function building(p: Palette, time: SkyTime): string {
  const glass = time === 'night' ? '#ffd77a' : time === 'sunset' ? '#f6b27a' : '#a9d4f0';
  let facade = '';
  for (let y = 180; y < 860; y += 56) {
    for (let x = 560; x < 1040; x += 60) {
      facade += `<rect x="${x}" y="${y}" width="46" height="40" fill="${glass}" opacity="${0.55 + ((x + y) % 7) / 20}"/>`;
    }
    facade += `<rect x="540" y="${y + 44}" width="520" height="8" fill="${p.wall}"/>`;
  }
  return `<defs>${skyGradient('sky', time)}</defs><rect width="1600" height="1000" fill="url(#sky)"/>
    ${towers(0, 420, 1600, 320, 171, time, 0.9)}
    <rect x="530" y="140" width="540" height="760" fill="${p.fabric}"/>${facade}
    <rect x="510" y="120" width="580" height="30" fill="${p.wallShade}"/>
    <rect x="700" y="820" width="200" height="80" fill="${p.accent}"/><rect x="720" y="835" width="160" height="65" fill="#f6e7c8" opacity="0.8"/>
    <rect x="0" y="900" width="1600" height="100" fill="#6f6f6a"/><rect x="0" y="890" width="1600" height="14" fill="#cfcabe"/>
    ${plant(440, 900, 90, '#3f7a3a')}${plant(1160, 900, 90, '#3f7a3a')}`;
}

function gym(p: Palette): string {
  let weights = '';
  for (let i = 0; i < 6; i += 1) {
    weights += `<rect x="${980 + i * 80}" y="600" width="60" height="22" rx="10" fill="#2b2b2b"/><circle cx="${990 + i * 80}" cy="611" r="20" fill="#444"/><circle cx="${1030 + i * 80}" cy="611" r="20" fill="#444"/>`;
  }
  return `${room(p)}
    <rect x="60" y="120" width="1480" height="420" fill="#dde6ec" stroke="#b9c2c8" stroke-width="8"/>
    <rect x="70" y="130" width="1460" height="400" fill="${p.accent}" opacity="0.12"/>
    <rect x="960" y="560" width="520" height="20" fill="#555"/>${weights}
    <g fill="#2f3438"><rect x="160" y="620" width="360" height="60" rx="20"/><rect x="180" y="680" width="40" height="100"/><rect x="460" y="680" width="40" height="100"/>
    <rect x="420" y="480" width="30" height="150"/><rect x="380" y="470" width="110" height="20" rx="8"/></g>
    <rect x="170" y="630" width="340" height="36" rx="14" fill="${p.fabric}"/>
    <g fill="#2f3438"><rect x="620" y="640" width="240" height="60" rx="14"/><rect x="640" y="500" width="26" height="150"/><rect x="610" y="480" width="90" height="30" rx="8"/></g>
    <rect x="630" y="700" width="220" height="12" fill="${p.accent}"/>
    <ellipse cx="1220" cy="900" rx="240" ry="40" fill="${p.accent}" opacity="0.5"/>`;
}

function lobby(p: Palette): string {
  let lights = '';
  for (const x of [300, 800, 1300])
    lights += `<ellipse cx="${x}" cy="90" rx="110" ry="26" fill="#fff3c4"/><line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#888" stroke-width="3"/>`;
  return `<rect width="1600" height="1000" fill="${p.wall}"/>
    <rect x="0" y="0" width="1600" height="60" fill="${p.wallShade}"/>${lights}
    <rect x="520" y="160" width="560" height="300" fill="${p.wood}"/><rect x="560" y="200" width="480" height="40" fill="${p.accent}" opacity="0.8"/>
    <rect x="620" y="270" width="360" height="12" fill="#f4f1ea" opacity="0.7"/>
    <polygon points="0,1000 1600,1000 1600,620 0,620" fill="${p.floor}"/>
    <polygon points="200,1000 1400,1000 1000,640 600,640" fill="${p.floorShade}" opacity="0.35"/>
    <rect x="560" y="520" width="480" height="130" rx="12" fill="${p.wood}"/><rect x="540" y="500" width="520" height="30" rx="10" fill="#efe9df"/>
    <rect x="80" y="300" width="200" height="400" fill="#c9c9c4"/><rect x="300" y="300" width="200" height="400" fill="#c9c9c4"/><line x1="180" y1="300" x2="180" y2="700" stroke="#9a9a95" stroke-width="4"/><line x1="400" y1="300" x2="400" y2="700" stroke="#9a9a95" stroke-width="4"/>
    <rect x="1180" y="640" width="300" height="110" rx="24" fill="${p.fabric}"/><rect x="1160" y="690" width="340" height="90" rx="24" fill="${p.fabric}" opacity="0.85"/>
    ${plant(1100, 740, 110, '#3f7a3a')}${plant(1540, 760, 90, '#4f8a3f')}`;
}

function street(time: SkyTime): string {
  const lamp = time === 'day' ? '#f0f0f0' : '#ffd77a';
  let shops = '';
  const colours = ['#e9b44c', '#d9534f', '#5bc0de', '#9b59b6', '#f0ad4e', '#5cb85c'];
  for (let i = 0; i < 6; i += 1) {
    const x = i * 270;
    shops += `<rect x="${x}" y="${220 + (i % 3) * 40}" width="260" height="${480 - (i % 3) * 40}" fill="${['#d8c3a5', '#c9b28f', '#e0d2bc'][i % 3]}"/>`;
    shops += `<rect x="${x + 20}" y="520" width="220" height="40" fill="${colours[i]}"/><rect x="${x + 30}" y="580" width="200" height="120" fill="#3b3b3b" opacity="0.6"/>`;
    shops += `<rect x="${x + 40}" y="${300 + (i % 3) * 40}" width="70" height="90" fill="#f6f1e7"/><rect x="${x + 150}" y="${300 + (i % 3) * 40}" width="70" height="90" fill="#f6f1e7"/>`;
  }
  return `<defs>${skyGradient('sky', time)}</defs><rect width="1600" height="1000" fill="url(#sky)"/>${shops}
    <rect x="0" y="700" width="1600" height="80" fill="#bdb6a8"/><rect x="0" y="780" width="1600" height="220" fill="#55575a"/>
    <g fill="#f5f5f5"><rect x="100" y="880" width="160" height="12"/><rect x="420" y="880" width="160" height="12"/><rect x="740" y="880" width="160" height="12"/><rect x="1060" y="880" width="160" height="12"/><rect x="1380" y="880" width="160" height="12"/></g>
    <g><circle cx="420" cy="820" r="26" fill="#222"/><circle cx="520" cy="820" r="26" fill="#222"/><rect x="420" y="770" width="100" height="36" rx="14" fill="#c0392b"/><circle cx="470" cy="740" r="18" fill="#f3d2b3"/></g>
    <g><circle cx="1020" cy="850" r="26" fill="#222"/><circle cx="1120" cy="850" r="26" fill="#222"/><rect x="1020" y="800" width="100" height="36" rx="14" fill="#2e86c1"/><circle cx="1070" cy="770" r="18" fill="#f3d2b3"/></g>
    <rect x="790" y="380" width="10" height="330" fill="#4a4a4a"/><circle cx="795" cy="375" r="22" fill="${lamp}"/>`;
}

function food(p: Palette): string {
  return `<rect width="1600" height="1000" fill="${p.wood}"/>
    <g opacity="0.15" stroke="#000" stroke-width="4">${[120, 300, 480, 660, 840].map((y) => `<line x1="0" y1="${y}" x2="1600" y2="${y + 40}"/>`).join('')}</g>
    <ellipse cx="800" cy="520" rx="420" ry="300" fill="#f7f5f0"/><ellipse cx="800" cy="520" rx="340" ry="240" fill="#ece6da"/>
    <ellipse cx="800" cy="500" rx="300" ry="200" fill="#c96a2b"/><ellipse cx="800" cy="490" rx="280" ry="180" fill="#e9a15a"/>
    <g stroke="#f6e8c8" stroke-width="14" fill="none"><path d="M600 480 Q700 420 800 480 T1000 480"/><path d="M620 540 Q720 480 820 540 T1000 530"/></g>
    <g fill="#3f8a3a"><ellipse cx="700" cy="430" rx="40" ry="16"/><ellipse cx="900" cy="450" rx="40" ry="16"/><ellipse cx="820" cy="560" rx="40" ry="16"/></g>
    <g fill="#b03a2e"><circle cx="760" cy="420" r="14"/><circle cx="880" cy="530" r="14"/></g>
    <rect x="1260" y="200" width="26" height="600" rx="12" fill="#3b2f28"/><rect x="1310" y="200" width="26" height="600" rx="12" fill="#3b2f28"/>
    <ellipse cx="300" cy="300" rx="130" ry="90" fill="#f7f5f0"/><ellipse cx="300" cy="300" rx="100" ry="66" fill="${p.accent}"/>
    <ellipse cx="320" cy="760" rx="150" ry="100" fill="#f7f5f0"/><ellipse cx="320" cy="760" rx="115" ry="74" fill="#88b04b"/>`;
}

function park(time: SkyTime): string {
  let trees = '';
  const next = random(911);
  for (let i = 0; i < 14; i += 1) {
    const x = next() * 1600;
    const y = 520 + next() * 160;
    const r = 60 + next() * 70;
    trees += `<rect x="${(x - 10).toFixed(0)}" y="${y.toFixed(0)}" width="20" height="${(r * 1.2).toFixed(0)}" fill="#6b4a2f"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${['#3f7a3a', '#4f8a3f', '#5e9b4c'][i % 3]}"/>`;
  }
  return `<defs>${skyGradient('sky', time)}</defs><rect width="1600" height="1000" fill="url(#sky)"/>
    ${towers(0, 300, 1600, 260, 913, time, 0.7)}
    <rect x="0" y="560" width="1600" height="440" fill="#7dbb5e"/>
    <ellipse cx="500" cy="820" rx="420" ry="110" fill="#5d9cc7"/><ellipse cx="500" cy="810" rx="380" ry="80" fill="#7fb8e6" opacity="0.6"/>
    <path d="M900 1000 Q1000 800 1200 720 T1600 640" stroke="#e5d8b9" stroke-width="60" fill="none"/>
    ${trees}
    <rect x="1100" y="850" width="160" height="16" rx="6" fill="#8a5a3b"/><rect x="1110" y="866" width="10" height="40" fill="#5a3a2b"/><rect x="1240" y="866" width="10" height="40" fill="#5a3a2b"/>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A partner logo: a coloured mark and the company name on a light card. */
function logo(name: string, hue: number): string {
  const words = name.split(' ');
  const initials = words
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const first = words.slice(0, 2).join(' ');
  const rest = words.slice(2).join(' ');
  // About 0.62 em per character in a bold sans: shrink long names to fit the 900 px beside the mark.
  const fit = (text: string, size: number) =>
    Math.min(size, Math.floor(900 / (0.62 * Math.max(text.length, 1))));
  return `<rect width="1600" height="1000" fill="hsl(${hue}, 30%, 96%)"/>
    <circle cx="380" cy="500" r="190" fill="hsl(${hue}, 55%, 42%)"/><circle cx="380" cy="500" r="150" fill="none" stroke="#ffffff" stroke-width="10"/>
    <text x="380" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="170" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
    <text x="640" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fit(first, 92)}" font-weight="700" fill="hsl(${hue}, 45%, 25%)">${escapeXml(first)}</text>
    <text x="640" y="590" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fit(rest, 72)}" fill="hsl(${hue}, 25%, 40%)">${escapeXml(rest)}</text>`;
}

export function drawingToSvg(drawing: Drawing, width: number, height: number): string {
  let body: string;
  switch (drawing.scene) {
    case 'living':
      body = living(palettes[drawing.palette], drawing.time);
      break;
    case 'bedroom':
      body = bedroom(palettes[drawing.palette], drawing.time);
      break;
    case 'kitchen':
      body = kitchen(palettes[drawing.palette]);
      break;
    case 'office':
      body = office(palettes[drawing.palette], drawing.time);
      break;
    case 'pool':
      body = pool(drawing.time);
      break;
    case 'skyline':
      body = skyline(drawing.city, drawing.time);
      break;
    case 'bathroom':
      body = bathroom(palettes[drawing.palette]);
      break;
    case 'balcony':
      body = balcony(palettes[drawing.palette], drawing.time);
      break;
    case 'meeting':
      body = meeting(palettes[drawing.palette], drawing.time);
      break;
    case 'building':
      body = building(palettes[drawing.palette], drawing.time);
      break;
    case 'gym':
      body = gym(palettes[drawing.palette]);
      break;
    case 'lobby':
      body = lobby(palettes[drawing.palette]);
      break;
    case 'street':
      body = street(drawing.time);
      break;
    case 'food':
      body = food(palettes[drawing.palette]);
      break;
    case 'park':
      body = park(drawing.time);
      break;
    case 'logo':
      body = logo(drawing.name, drawing.hue);
      break;
  }
  // Scenes are drawn on a 1600×1000 canvas and scaled (cropping the sides) to the wanted size.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
