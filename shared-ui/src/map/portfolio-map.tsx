import { useLayoutEffect, useRef } from 'react';
import { mountPortfolioMap, type PortfolioMapOptions, type PortfolioMapView } from './portfolio-map-view';

export interface PortfolioMapProps extends PortfolioMapOptions {
  /**
   * A map of these markers already drawn (a served page's, before the portal took over): moved here and kept, not
   * drawn again. Read when the component first mounts.
   */
  view?: PortfolioMapView;
}

/** The portfolio's certified properties on a clustered map (mountPortfolioMap), or the drawn one it is given. */
export default function PortfolioMap(props: PortfolioMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const drawn = useRef<PortfolioMapView>(undefined);
  const adopted = useRef(props.view);
  const { markers, clusters, texts, locale } = props;

  // in the layout phase: an adopted map is moved before the page is shown (the served page it stood in then goes)
  useLayoutEffect(() => {
    const given = adopted.current;
    adopted.current = undefined;
    let view: PortfolioMapView;
    if (given) {
      host.current!.append(given.element);
      view = given;
      view.links = { names: props.names, profileHref: props.profileHref, onOpen: props.onOpen };
    } else {
      view = mountPortfolioMap(host.current!, { ...props, markers, clusters, texts, locale });
    }
    drawn.current = view;
    return () => {
      drawn.current = undefined;
      view.destroy();
    };
    // the functions (names, links) are read from the latest props below; a new map only for new markers or words
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markers, clusters, texts, locale]);

  // what a marker's popup calls: the latest props'
  useLayoutEffect(() => {
    if (drawn.current) drawn.current.links = { names: props.names, profileHref: props.profileHref, onOpen: props.onOpen };
  });

  return <div ref={host} />;
}
