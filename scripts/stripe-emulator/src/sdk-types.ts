import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Reads the Stripe SDK's own TypeScript declarations (node_modules/stripe) with the compiler API,
 * so the contract tests can check the emulator's JSON against what the SDK says Stripe sends:
 * every required field present, no field the SDK does not declare, every value of a declared kind.
 */

export interface TypeChecker {
  /** Problems found in `value` against the named type (empty: it conforms). */
  check(typeName: string, value: unknown): string[];
}

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array' | 'undefined';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined') {
    return type;
  }
  return 'object';
}

export function loadStripeTypes(typeNames: Record<string, string>): TypeChecker {
  // The repository root, whose node_modules hold the SDK the code uses.
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  // A virtual file inside the repository, so 'stripe' resolves from its node_modules.
  const VIRTUAL = `${root}__stripe_contract__.ts`;
  const source = [
    "import type Stripe from 'stripe';",
    ...Object.entries(typeNames).map(([alias, name]) => `export type ${alias} = ${name};`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === VIRTUAL ? source : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      file === VIRTUAL || exists(file)
  )(host.fileExists.bind(host));
  host.getSourceFile = (file, language, onError) =>
    file === VIRTUAL
      ? ts.createSourceFile(file, source, language)
      : getSourceFile(file, language, onError);
  // Resolve 'stripe' from the repository, as the code does.
  host.getCurrentDirectory = () => root;
  const program = ts.createProgram([VIRTUAL], options, host);
  const file = program.getSourceFile(VIRTUAL);
  if (!file) throw new Error('contract types did not load');
  // An unresolved import would make every type `any` and every check pass: refuse that.
  const diagnostics = ts.getPreEmitDiagnostics(program, file);
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    throw new Error(`The Stripe SDK types did not load: ${messages.join('; ')}`);
  }
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) throw new Error('contract module has no symbol');
  const exported = new Map(
    checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => [symbol.name, checker.getDeclaredTypeOfSymbol(symbol)]),
  );

  /** The runtime kinds a declared type admits, and its object/array members to recurse into. */
  const describe = (type: ts.Type) => {
    const members = type.isUnion() ? type.types : [type];
    const kinds = new Set<Kind>();
    const objects: ts.Type[] = [];
    const elements: ts.Type[] = [];
    let any = false;
    for (const member of members) {
      const flags = member.getFlags();
      if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) any = true;
      else if (flags & ts.TypeFlags.Null) kinds.add('null');
      else if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) kinds.add('undefined');
      else if (flags & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral))
        kinds.add('string');
      else if (flags & ts.TypeFlags.NumberLike) kinds.add('number');
      else if (flags & ts.TypeFlags.BooleanLike) kinds.add('boolean');
      else if (member.isIntersection()) {
        // `string & {}` (Stripe's OtherString) is a string.
        if (member.types.some((t) => t.getFlags() & ts.TypeFlags.StringLike)) kinds.add('string');
        else {
          kinds.add('object');
          objects.push(member);
        }
      } else if (checker.isArrayType(member)) {
        kinds.add('array');
        const [element] = checker.getTypeArguments(member as ts.TypeReference);
        if (element) elements.push(element);
      } else if (flags & ts.TypeFlags.Object) {
        kinds.add('object');
        objects.push(member);
      }
    }
    return { kinds, objects, elements, any };
  };

  const checkObject = (
    type: ts.Type,
    value: Record<string, unknown>,
    path: string,
    depth: number,
  ) => {
    const problems: string[] = [];
    const properties = checker.getPropertiesOfType(type);
    const declared = new Set(properties.map((p) => p.name));
    const open = Boolean(checker.getIndexInfosOfType(type).length);
    for (const property of properties) {
      const optional = (property.getFlags() & ts.SymbolFlags.Optional) !== 0;
      const at = `${path}.${property.name}`;
      if (!(property.name in value)) {
        if (!optional) problems.push(`${at}: missing (required by the SDK's type)`);
        continue;
      }
      const declaredType = checker.getTypeOfSymbol(property);
      problems.push(...checkValue(declaredType, value[property.name], at, depth + 1));
    }
    if (!open) {
      for (const key of Object.keys(value)) {
        if (!declared.has(key)) problems.push(`${path}.${key}: not declared by the SDK's type`);
      }
    } else {
      for (const [key, item] of Object.entries(value)) {
        if (declared.has(key)) continue;
        const info = checker.getIndexInfosOfType(type)[0];
        if (info) problems.push(...checkValue(info.type, item, `${path}.${key}`, depth + 1));
      }
    }
    return problems;
  };

  const checkValue = (type: ts.Type, value: unknown, path: string, depth: number): string[] => {
    const { kinds, objects, elements, any } = describe(type);
    if (any) return [];
    const kind = kindOf(value);
    if (!kinds.has(kind)) {
      return [
        `${path}: ${kind} where the SDK declares ${[...kinds].join(' | ') || checker.typeToString(type)}`,
      ];
    }
    if (depth > 6) return [];
    if (kind === 'object' && objects.length > 0) {
      // A union of object types (e.g. an id or an expanded object): it must fit one of them.
      const attempts = objects.map((candidate) =>
        checkObject(candidate, value as Record<string, unknown>, path, depth),
      );
      return attempts.find((problems) => problems.length === 0) ?? attempts[0] ?? [];
    }
    if (kind === 'array' && elements.length > 0) {
      const element = elements[0] as ts.Type;
      return (value as unknown[]).flatMap((item, i) =>
        checkValue(element, item, `${path}[${i}]`, depth + 1),
      );
    }
    return [];
  };

  return {
    check(typeName, value) {
      const type = exported.get(typeName);
      if (!type) throw new Error(`Unknown contract type ${typeName}`);
      return checkValue(type, value, typeName, 0);
    },
  };
}
