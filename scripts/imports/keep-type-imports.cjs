/**
 * Babel plugin for the import check only (never for the build): turns every type-only import or
 * re-export into a bare `import 'x'`, so the arrow survives the TypeScript preset's type erasure and
 * dependency-cruiser still sees it. A circle made of `import type` is still a circle of knowledge.
 */
module.exports = function keepTypeImports({ types: t }) {
  const keepAsBareImport = (path) => {
    const source = path.node.source;
    if (!source) return;
    path.replaceWith(t.importDeclaration([], t.stringLiteral(source.value)));
  };
  const allTypes = (node, kindOf) => node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every(kindOf));
  return {
    name: 'keep-type-imports',
    visitor: {
      // On Program entry, before the TypeScript preset's own Program visitor erases type-only imports.
      Program(program) {
        program.traverse({
          ImportDeclaration(path) {
            if (allTypes(path.node, (s) => s.importKind === 'type')) keepAsBareImport(path);
          },
          ExportNamedDeclaration(path) {
            if (path.node.source && allTypes(path.node, (s) => s.exportKind === 'type')) keepAsBareImport(path);
          },
        });
      },
    },
  };
};
