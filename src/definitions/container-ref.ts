// Pure data the docker feature and the Docker container live app share: what names a container.

/** A container id or name as the Engine accepts them (its own name rule); nothing else reaches an Engine path. */
export const CONTAINER_REF = '^[a-zA-Z0-9][a-zA-Z0-9_.-]{0,127}$'
export const NOT_A_CONTAINER = 'Not a container id or name.'
