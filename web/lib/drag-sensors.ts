import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

// Constants, not literals in the hook: the same options keep the sensors, and so every item's listeners, the same
// objects from one render to the next (the sortable grid hands them on only when they change).
const MOUSE = { activationConstraint: { distance: 8 } }
const TOUCH = { activationConstraint: { delay: 250, tolerance: 5 } }
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates }

/** The spec's drag start for every sortable list: 8 px with a mouse, or a 250 ms press (5 px tolerance) on touch; arrows by keyboard. */
export function useDragSensors() {
  return useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD))
}
