import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { browserEndpoints } from './browser-endpoints.ts';

const CONTRACTS = join(import.meta.dirname, '../../src/shared/contracts');
const files = readdirSync(CONTRACTS).filter((f) => f.endsWith('.endpoints.ts'));

/** Runs a transformed declarations module with `defineEndpoint` as the identity: its exports. */
function evaluate(source: string): Record<string, Record<string, unknown>> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: Record<string, Record<string, unknown>> = {};
  const require = (name: string) => {
    if (name === './endpoint.ts') return { defineEndpoint: (e: unknown) => e };
    return {};
  };
  new Function('exports', 'require', js)(exports, require);
  return exports;
}

describe('endpoint declarations in the browser build', () => {
  it.each(files)('%s keeps method, path and role of every declaration, and neither errors nor schemas', (file) => {
    const source = readFileSync(join(CONTRACTS, file), 'utf8');
    const declarations = (source.match(/defineEndpoint\(\{/g) ?? []).length;
    const browser = browserEndpoints(source);
    expect(browser).not.toMatch(/^\s*(errors|schemas):/m);
    const exported = Object.values(evaluate(browser)).filter((e) => e && typeof e === 'object' && 'path' in e);
    expect(exported).toHaveLength(declarations);
    for (const endpoint of exported) {
      expect(endpoint.method).toMatch(/^(GET|POST)$/);
      expect(endpoint.path).toMatch(/^\/_api\//);
      expect(['public', 'user', 'admin']).toContain(endpoint.role);
      expect(Object.keys(endpoint).sort()).not.toContain('errors');
    }
  });

  it('leaves code outside the declarations alone', () => {
    const source = "const errors = 1;\nexport const x = defineEndpoint({\n  method: 'GET',\n  path: '/_api/x',\n  errors: [\n    'a',\n  ],\n  schemas: () =>\n    s().then((c) => c),\n  role: 'public',\n});\nexport const y = { errors: 2 };\n";
    expect(browserEndpoints(source)).toBe(
      "const errors = 1;\nexport const x = defineEndpoint({\n  method: 'GET',\n  path: '/_api/x',\n  role: 'public',\n});\nexport const y = { errors: 2 };\n",
    );
  });
});
