// ESLint rule `shop/domain-table-writes`: a server domain changes only its own tables. An
// `.insert(t)`, `.update(t)` or `.delete(t)` on a table imported from another domain's
// `*.schema.ts` is an error: the owner offers a function in its index.ts instead
// (docs/decisions/server-domains-public-face.md). Reads and joins of other domains' tables are
// fine. SQL written by hand (`sql\`delete from …\``) is not seen; keep it in the owner too.
import path from 'node:path';

export const domainTableWrites = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid writing another server domain's tables" },
    schema: [
      {
        type: 'object',
        properties: {
          serverDir: { type: 'string' },
          domains: { type: 'array', items: { type: 'string' } },
          owners: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['serverDir', 'domains'],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "'{{table}}' is a table of {{owner}}: change it through a function exported by src/server/{{owner}}/index.ts.",
    },
  },
  create(context) {
    const { serverDir, domains, owners = {} } = context.options[0];
    const file = context.physicalFilename;
    const domainOf = (absolute) => path.relative(serverDir, absolute).split(path.sep)[0];
    const here = domainOf(file);
    if (path.relative(serverDir, file).startsWith('..') || !domains.includes(here)) return {};
    /** Local name of an imported table → the domain that owns it, for tables of other domains. */
    const foreign = new Map();
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.') || !source.endsWith('.schema.ts')) return;
        const definedIn = domainOf(path.resolve(path.dirname(file), source));
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
          const owner = owners[name] ?? definedIn;
          if (owner !== here && domains.includes(owner)) foreign.set(specifier.local.name, owner);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const table = node.arguments[0];
        if (table?.type !== 'Identifier' || !foreign.has(table.name)) return;
        context.report({ node, messageId: 'foreign', data: { table: table.name, owner: foreign.get(table.name) } });
      },
    };
  },
};
