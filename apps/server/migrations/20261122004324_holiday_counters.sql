-- Holidays belong to organizations: count them per organization like the other objects.
CREATE TRIGGER holidays_counted AFTER INSERT OR DELETE OR UPDATE OF org_id ON holidays
  FOR EACH ROW EXECUTE FUNCTION count_org_objects('HOLIDAY', 'org_id');
