// A family's @font-face CSS split by fontPartLoader: `?part=latin` or `?part=rest` is one lazy CSS chunk of it.
declare module '*.css?part=latin';
declare module '*.css?part=rest';
