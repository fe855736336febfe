import { Admonition, Link } from 'docgen/theme';

const ACADEMY_URL = 'https://moodle.academy/';

/**
 * Readable titles for the course keys the docs use. The original site's list
 * of course links is not part of the content, so every key points readers to
 * Moodle Academy itself, where the course can be found by its title.
 */
const COURSES: Record<string, string> = {
  securityEssentials: 'Security essentials for developers',
  setup: 'Setting up a Moodle development environment',
  updatePlugin400: 'Updating your plugins for Moodle 4.0',
};

/** An info box pointing readers to a Moodle Academy course about the page's subject. */
export default function AcademyLink({ subject, courseName }: { subject?: string; courseName?: string }) {
  const course = (courseName && COURSES[courseName]) || undefined;
  return (
    <Admonition type="info" title="Learn more on Moodle Academy">
      <p>
        {subject ? (
          <>
            Want to learn more about <strong>{subject}</strong>?{' '}
          </>
        ) : null}
        {course ? (
          <>
            The course <em>{course}</em> on <Link to={ACADEMY_URL}>Moodle Academy</Link> covers this topic.
          </>
        ) : (
          <>
            Look for a course on this topic on <Link to={ACADEMY_URL}>Moodle Academy</Link>.
          </>
        )}
      </p>
    </Admonition>
  );
}
