/**
 * An island whose props are declared as interfaces (the customer types of `shared/`): plain
 * JSON data all the same, but TypeScript does not see interfaces as index-signature objects.
 * This wrapper keeps the island's own prop type at the call site.
 */
import type { ComponentType } from "react";
import { type HydrateOn, Island, type JsonValue } from "../../render/island.tsx";

type JsonProps = { [key: string]: JsonValue };

export function CustomerIsland<P extends object>(props: { name: string; component: ComponentType<P>; props: P; hydrate?: HydrateOn }) {
  return (
    <Island
      name={props.name}
      component={props.component as unknown as ComponentType<JsonProps>}
      props={props.props as unknown as JsonProps}
      hydrate={props.hydrate}
    />
  );
}
