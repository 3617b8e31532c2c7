#!/usr/bin/env node
// Renders the landing banner's video (SPEC §2: the third slide, played at 0.75 speed): an original
// canvas animation recorded by Chromium's MediaRecorder into apps/web/public/media/passerelle.webm.
// Run it again after changing the animation: `node scripts/assets/make-banner-video.mjs`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'apps/web/public/media/passerelle.webm');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.setContent('<canvas id="c" width="1280" height="720"></canvas>');
const base64 = await page.evaluate(async () => {
  const W = 1280;
  const H = 720;
  const DURATION = 10_000;
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  const left = { x: 250, y: 500 };
  const right = { x: 1030, y: 500 };
  const top = { x: 640, y: 170 };
  // A point of the bridge: quadratic curve from left to right through the top control point.
  const at = (t) => ({
    x: (1 - t) ** 2 * left.x + 2 * (1 - t) * t * top.x + t ** 2 * right.x,
    y: (1 - t) ** 2 * left.y + 2 * (1 - t) * t * top.y + t ** 2 * right.y,
  });
  const words = ['4 clics', "moins d'une minute", '100 % à distance', 'Passerelle'];
  const travellers = Array.from({ length: 14 }, (_, i) => ({ offset: i / 14, hue: i % 3 }));
  const colors = ['#f2a516', '#ffffff', '#8fb2ff'];

  function frame(ms) {
    const t = (ms % DURATION) / DURATION;
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, '#101f4d');
    g.addColorStop(1, '#2a4aa8');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    // A soft grid, the world of remote work.
    ctx.strokeStyle = 'rgba(255,255,255,0.05)';
    ctx.lineWidth = 1;
    for (let x = ((ms / 40) % 64) - 64; x < W; x += 64) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, H);
      ctx.stroke();
    }
    for (let y = 0; y < H; y += 64) {
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(W, y);
      ctx.stroke();
    }
    // The bridge draws itself in the first second and a half.
    const drawn = Math.min(1, (ms % DURATION) / 1500);
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 14;
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let s = 0; s <= drawn; s += 0.01) {
      const p = at(s);
      if (s === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    }
    ctx.stroke();
    for (const end of [left, right]) {
      ctx.fillStyle = '#f2a516';
      ctx.beginPath();
      ctx.arc(end.x, end.y + 8, 22, 0, Math.PI * 2);
      ctx.fill();
    }
    // Talents crossing towards projects.
    if (drawn === 1) {
      for (const traveller of travellers) {
        const s = (traveller.offset + t * 2) % 1;
        const p = at(s);
        ctx.fillStyle = colors[traveller.hue];
        ctx.globalAlpha = Math.sin(Math.PI * s);
        ctx.beginPath();
        ctx.arc(p.x, p.y - 22, 9, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
    }
    // One word at a time.
    const slot = Math.floor(t * words.length);
    const local = t * words.length - slot;
    ctx.globalAlpha = Math.min(1, local * 4, (1 - local) * 4);
    ctx.fillStyle = '#ffffff';
    ctx.font = '700 64px DejaVu Sans, Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(words[slot], W / 2, 640);
    ctx.globalAlpha = 1;
  }

  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 350_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const start = performance.now();
  recorder.start(250);
  await new Promise((resolve) => {
    const tick = () => {
      const ms = performance.now() - start;
      frame(ms);
      if (ms < DURATION) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
});
writeFileSync(out, Buffer.from(base64, 'base64'));
console.log(`${out}: ${(Buffer.from(base64, 'base64').length / 1024).toFixed(0)} KB`);
await browser.close();
