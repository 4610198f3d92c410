// Remote modules are declared by hand: the federation type plugin is off (dts: false).
declare module '*.css';
