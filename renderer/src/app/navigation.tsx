// The left navigation: every screen, the current one marked for assistive technology.
import { useNavigation } from '../stores/navigation-store';
import { SCREENS } from '../../lib/screen-list';

export function Navigation() {
  const { screen, go } = useNavigation();
  return (
    <nav className="navigation" aria-label="Screens">
      <ul>
        {SCREENS.map((item) => (
          <li key={item.id}>
            <a
              href={`#/${item.id}`}
              aria-current={item.id === screen ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                go(item.id);
              }}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
