// shared-api declares its modules free of side effects ("sideEffects": false), but webpack's parser still takes
// every call for a possible side effect: `export const xSchema = z.object({...})` kept Zod (25 KB gzip) in every
// page that read only a constant or a text from the same module (the mail list read MAIL_STATUS from mail.ts,
// beside its schemas). For shared-api's sources only, this plugin tells the parser what the package already says:
// a call or `new` whose callee is a chain of names (`z.string().min(1)`, `required()`, `new Set(...)`) with pure
// arguments is pure, and so is reading a property of a name (`MSG.required`). Webpack then leaves an unused schema
// out (`null && (...)`), and Zod with it when nothing used needs it; a page that validates keeps Zod as before.
const path = require('node:path');

const NAME = 'PureSchemasPlugin';
const SHARED_API_SOURCES = `${path.join(__dirname, '../../shared-api/src')}${path.sep}`;

/**
 * Whether `expr` is a chain of non-computed property reads and calls on a name, every call's arguments pure:
 * `MSG.required`, `z.string().min(1, { error: MSG.required })`, `baseSchema.extend({...})`.
 */
function isNameChain(expr, argumentsPure) {
  let node = expr;
  for (;;) {
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      if (!argumentsPure(node.arguments)) return false;
      node = node.callee;
    } else if (node.type === 'MemberExpression') {
      if (node.computed) return false;
      node = node.object;
    } else {
      return node.type === 'Identifier';
    }
  }
}

class PureSchemasPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (_compilation, { normalModuleFactory }) => {
      const onParser = (parser) => {
        const inSharedApi = () => (parser.state.module?.resource ?? '').startsWith(SHARED_API_SOURCES);
        const argumentsPure = (args) => args.every((arg) => arg.type !== 'SpreadElement' && parser.isPure(arg, arg.range[0]));
        const pureChain = (expr) => (inSharedApi() && isNameChain(expr, argumentsPure) ? true : undefined);
        for (const type of ['CallExpression', 'NewExpression', 'MemberExpression']) parser.hooks.isPure.for(type).tap(NAME, pureChain);
      };
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic']) {
        normalModuleFactory.hooks.parser.for(type).tap(NAME, onParser);
      }
    });
  }
}

module.exports = { PureSchemasPlugin };
