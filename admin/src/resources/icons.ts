import type { SvgIconComponent } from '@mui/icons-material';
import Star from '@mui/icons-material/Star';
import Loyalty from '@mui/icons-material/Loyalty';
import Subscriptions from '@mui/icons-material/Subscriptions';
import Business from '@mui/icons-material/Business';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Rule from '@mui/icons-material/Rule';
import AccountTree from '@mui/icons-material/AccountTree';
import Balance from '@mui/icons-material/Balance';
import EventBusy from '@mui/icons-material/EventBusy';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apartment from '@mui/icons-material/Apartment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Build from '@mui/icons-material/Build';
import BusinessCenter from '@mui/icons-material/BusinessCenter';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import Event from '@mui/icons-material/Event';
import EventNote from '@mui/icons-material/EventNote';
import Extension from '@mui/icons-material/Extension';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Home from '@mui/icons-material/Home';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Mail from '@mui/icons-material/Mail';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Policy from '@mui/icons-material/Policy';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Poll from '@mui/icons-material/Poll';
import Route from '@mui/icons-material/Route';
import AirlineSeatReclineNormal from '@mui/icons-material/AirlineSeatReclineNormal';
import Commute from '@mui/icons-material/Commute';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Schedule from '@mui/icons-material/Schedule';
import Article from '@mui/icons-material/Article';
import Language from '@mui/icons-material/Language';
import CardMembership from '@mui/icons-material/CardMembership';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Folder from '@mui/icons-material/Folder';
import AttachFile from '@mui/icons-material/AttachFile';
import MenuBook from '@mui/icons-material/MenuBook';
import Chat from '@mui/icons-material/Chat';
import Celebration from '@mui/icons-material/Celebration';
import ViewList from '@mui/icons-material/ViewList';
import Receipt from '@mui/icons-material/Receipt';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Payments from '@mui/icons-material/Payments';
import Restaurant from '@mui/icons-material/Restaurant';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import Stadium from '@mui/icons-material/Stadium';
import Storefront from '@mui/icons-material/Storefront';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Warehouse from '@mui/icons-material/Warehouse';
import ContactMail from '@mui/icons-material/ContactMail';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import DoorFront from '@mui/icons-material/DoorFront';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Help from '@mui/icons-material/Help';
import Quiz from '@mui/icons-material/Quiz';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import FitnessCenter from '@mui/icons-material/FitnessCenter';
import Healing from '@mui/icons-material/Healing';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Insights from '@mui/icons-material/Insights';
import Description from '@mui/icons-material/Description';
import Sports from '@mui/icons-material/Sports';
import Place from '@mui/icons-material/Place';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import EventAvailable from '@mui/icons-material/EventAvailable';
import QueryStats from '@mui/icons-material/QueryStats';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import Key from '@mui/icons-material/Key';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Outbox from '@mui/icons-material/Outbox';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import PostAdd from '@mui/icons-material/PostAdd';
import Bed from '@mui/icons-material/Bed';
import Kitchen from '@mui/icons-material/Kitchen';
import Engineering from '@mui/icons-material/Engineering';
import EventRepeat from '@mui/icons-material/EventRepeat';
import TrendingDown from '@mui/icons-material/TrendingDown';
import FactCheck from '@mui/icons-material/FactCheck';
import Hotel from '@mui/icons-material/Hotel';
import Cabin from '@mui/icons-material/Cabin';
import type { IconName } from '@club/schema';

/** One @mui/icons-material component per schema icon name, each imported by path to keep the bundle small. */
export const RESOURCE_ICONS: Record<IconName, SvgIconComponent> = {
  AccountBalance,
  AdminPanelSettings,
  Apartment,
  Assignment,
  Badge,
  BarChart,
  Build,
  BusinessCenter,
  CalendarMonth,
  Campaign,
  Category,
  Checklist,
  DirectionsBus,
  Event,
  EventNote,
  Extension,
  Gavel,
  Groups,
  Handshake,
  Home,
  Inventory,
  Inventory2,
  LocalHospital,
  Mail,
  MeetingRoom,
  People,
  Person,
  Policy,
  RestoreFromTrash,
  Poll,
  Route,
  AirlineSeatReclineNormal,
  Commute,
  VolunteerActivism,
  Schedule,
  Article,
  Language,
  CardMembership,
  SupportAgent,
  Folder,
  AttachFile,
  MenuBook,
  Chat,
  Celebration,
  ViewList,
  Receipt,
  RequestQuote,
  Payments,
  Restaurant,
  School,
  Security,
  SportsSoccer,
  Stadium,
  Storefront,
  TaskAlt,
  Warehouse,
  ContactMail,
  DirectionsCar,
  DoorFront,
  GroupAdd,
  Help,
  Quiz,
  EmojiEvents,
  FamilyRestroom,
  FitnessCenter,
  Healing,
  MonitorHeart,
  Insights,
  Description,
  Sports,
  Place,
  VerifiedUser,
  EventAvailable,
  QueryStats,
  RestaurantMenu,
  Key,
  MoveToInbox,
  Outbox,
  SwapHoriz,
  ReceiptLong,
  PostAdd,
  Bed,
  Kitchen,
  Engineering,
  EventRepeat,
  TrendingDown,
  FactCheck,
  Hotel,
  Cabin,
  Star,
  Loyalty,
  Subscriptions,
  Business,
  AccountBalanceWallet,
  Rule,
  AccountTree,
  EventBusy,
  LibraryBooks,
  Balance,
};
