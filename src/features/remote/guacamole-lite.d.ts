// guacamole-lite ships no types; Foyer uses its server (in noServer mode) (its token format is built in guacd-gateway.ts).
declare module 'guacamole-lite' {
  const GuacamoleLite: new (ws: object, guacd: object, client: object) => unknown
  export default GuacamoleLite
}
