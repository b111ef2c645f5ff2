import base from './vite.config';
import type { Plugin } from 'vite';
const targets = (process.env.WHY ?? 'search-form.tsx').split(',');
function why(): Plugin {
  return { name: 'why', generateBundle(_o, bundle) {
      const entry = Object.values(bundle).find((c: any) => c.type === 'chunk' && c.isEntry) as any;
      const files = new Set<string>(); const visit = (f: string) => { if (files.has(f)) return; files.add(f); for (const i of (bundle[f] as any).imports) visit(i); }; visit(entry.fileName);
      const inEntry = new Set<string>(); for (const f of files) for (const id of Object.keys((bundle[f] as any).modules)) inEntry.add(id);
      for (const t of targets) {
        const id = [...inEntry].find((m) => m.includes(t));
        if (!id) { console.log('NOT in initial:', t); continue; }
        const prev = new Map<string, string | null>([[id, null]]); const queue = [id]; let found: string | null = null;
        while (queue.length) { const cur = queue.shift()!; const info = this.getModuleInfo(cur);
          if (info?.isEntry) { found = cur; break; }
          for (const imp of info?.importers ?? []) if (inEntry.has(imp) && !prev.has(imp)) { prev.set(imp, cur); queue.push(imp); } }
        const chain: string[] = []; let c = found;
        while (c) { chain.push(c.replace(/.*\/(web|shared|node_modules)\//, '$1/')); c = prev.get(c) ?? null; }
        console.log('WHY ' + t + ': ' + chain.join(' -> '));
      } } };
}
export default (env: any) => { const c = (base as any)(env); c.plugins.push(why()); return c; };
