import fs from 'node:fs';
import Tesseract from 'tesseract.js';
import { preprocess, parsePgm, engLangPath } from '/work/main/functions/src/adapters/local/ocr-tesseract';
import { isReferenceLike, isMonospaced, type OcrLine } from '/work/main/functions/src/adapters/local/lookalike-glyphs';
import { otsuThreshold, segmentGlyphs, measureStem, classifyStem, hasHole, centreInk } from '/work/main/functions/src/adapters/local/glyph-shapes';
const files = process.argv.slice(2);
const w = await Tesseract.createWorker('eng', 1, { langPath: engLangPath(), gzip: true, cacheMethod: 'none' });
await w.setParameters({ tessedit_pageseg_mode: '6' as any, preserve_interword_spaces: '1' });
for (const f of files) {
  const want = f.split(':')[1];
  const pgm = await preprocess(new Uint8Array(fs.readFileSync(f.split(':')[0])));
  const img = parsePgm(pgm)!;
  const { data } = await w.recognize(pgm, {}, { text: true, blocks: true });
  const lines: OcrLine[] = data.blocks!.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)) as any;
  for (const line of lines) for (const wd of line.words) {
    if (!isReferenceLike(wd.text)) continue;
    const fold = (s: string) => s.toUpperCase().replace(/O/g,'0').replace(/[IL]/g,'1').replace(/[^A-Z0-9]/g,'');
    if (want && !fold(wd.text).includes(fold(want).slice(0,5))) continue;
    const th = otsuThreshold(img, wd.bbox as any);
    const segs = segmentGlyphs(img, wd.bbox as any, th);
    console.log(f, wd.text, 'mono', isMonospaced(line as any), 'syms', wd.symbols.length, 'segs', segs.length);
    for (const s of wd.symbols) {
      const cx=(s.bbox.x0+s.bbox.x1)/2; const g = segs.find(g=>g.x0-1<=cx&&cx<=g.x1+1);
      if (!g) { console.log('  ', s.text, 'no glyph'); continue; }
      const info: any = { w: g.x1-g.x0, h: g.y1-g.y0 };
      if ('OoIl1|L0'.includes(s.text)) { const st = measureStem(img, g, th); info.stem = st && classifyStem(st); info.shape = st; info.hole = hasHole(img,g,th); info.centre = centreInk(img,g,th).toFixed(2); }
      console.log('  ', s.text, JSON.stringify(info));
    }
  }
}
await w.terminate();
