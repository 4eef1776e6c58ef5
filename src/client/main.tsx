// Entry: Chinese locale for dayjs, the full logout behind the http client's 401 handling, render.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setLogoutHandler } from './api/httpErrors';
import { App } from './App';
import { logout } from './session/logout';
import './styles/global.css';

dayjs.locale('zh-cn');
setLogoutHandler(logout);

const container = document.getElementById('root');
if (!container) throw new Error('main: #root element missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
